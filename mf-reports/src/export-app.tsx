/** The one module this remote exposes: its app, wrapped by the bridge so the shell mounts it in its own root. */
import { createBridgeComponent } from '@module-federation/bridge-react/v19';
import { App } from './app/app';

export default createBridgeComponent({ rootComponent: App });
