/** The shell's router (history.ts, router.tsx, routes.tsx, links.tsx): react-router's API for what the shell uses. */
export { createBrowserHistory, createMemoryHistory, createPath, parsePath } from './history';
export type { Action, History, Location, MemoryHistory, Path, To, Update } from './history';
export { MemoryRouter, Router, StaticRouter, useHref, useLocation, useNavigate } from './router';
export type { NavigateFunction, NavigateOptions } from './router';
export { Route, Routes } from './routes';
export { Link, Navigate, NavLink } from './links';
