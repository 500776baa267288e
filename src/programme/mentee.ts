// The programme's mentees (people.ts).
import { people } from './people.js';

export const mentee = people({ name: 'mentees', singular: 'Mentee', plural: 'Mentees' });
