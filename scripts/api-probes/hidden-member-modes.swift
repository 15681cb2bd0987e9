// expect: error: 'modes' is inaccessible due to 'package' protection level
// `import Kamishibai` does not show `TerminalFeatures.modes(on:)`: the bytes that turn features on are the ANSI backend's: `package`, for the package's own terminals.
import Kamishibai

_ = TerminalFeatures().modes(on: true)
