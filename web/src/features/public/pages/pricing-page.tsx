// Placeholder until its issue lands: the route, guard and layout around it are real.
import { placeholders } from '../../../app/placeholders';

export default placeholders.pricing;
