// The programme's managers: each relation has one (people.ts).
import { people } from './people.js';

export const manager = people({ name: 'managers', singular: 'Manager', plural: 'Managers' });
