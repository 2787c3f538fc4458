// The one lodash function @mswjs/data's getDefinition uses (it requires all of lodash for it).
import isFunction from 'lodash/isFunction.js';

export { isFunction };
