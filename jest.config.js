/**
 * `npm test -- unit`: the unit, component and contract tests of every front-end workspace and library in one jest
 * run (its workers share the machine's cores; the remotes' contract tests share one server). Each workspace keeps
 * its own jest.config.js, which this one gathers: `npm test -w mf-reports` runs that remote's alone.
 */
const path = require('node:path');

const WORKSPACES = [
  'libs/contracts',
  'libs/ui',
  'libs/federation',
  'shell',
  'mf-public',
  'mf-calendar',
  'mf-reservations',
  'mf-clients',
  'mf-reports',
];

/** A workspace's projects, named after it: a remote's own config already holds several (unit, contract...). */
function projectsOf(workspace) {
  const config = require(path.join(__dirname, workspace, 'jest.config.js'));
  if (!config.projects) return [{ ...config, displayName: workspace }];
  return config.projects.map((project) => ({ ...project, displayName: `${workspace} · ${project.displayName}` }));
}

module.exports = { projects: WORKSPACES.flatMap(projectsOf) };
