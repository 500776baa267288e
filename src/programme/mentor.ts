// The programme's mentors (people.ts).
import { people } from './people.js';

export const mentor = people({ name: 'mentors', singular: 'Mentor', plural: 'Mentors' });
