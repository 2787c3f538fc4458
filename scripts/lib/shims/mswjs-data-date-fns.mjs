// The one date-fns function @mswjs/data's date comparators use (it requires all of date-fns).
import compareAsc from 'date-fns/compareAsc/index.js';

export { compareAsc };
