// Fixtures for tests and stories only: ESLint keeps app code from importing a testing segment.
export { EDIT_FIXTURES, editFixtureFile, type EditFixtureName } from './edit-fixtures';
export { makeLongEdit, writeEdl, writeFcpxml, writeOtio, writeXmeml, type FixtureClip, type FixtureEdit } from './write-edit';
