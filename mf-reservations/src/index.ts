// The async boundary lets Module Federation negotiate shared libraries before the app runs.
void import('./bootstrap');
