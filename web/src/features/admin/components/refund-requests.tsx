// Placeholder until its issue lands.
import { AdminPanelPlaceholder } from './admin-panel-placeholder';

export default AdminPanelPlaceholder;
