// expect: error: 'pushedKeyboardFlags' is inaccessible due to 'package' protection level
// `import Kamishibai` does not show `TerminalFeatures.pushedKeyboardFlags`: the keyboard protocol's flags are the ANSI backend's.
import Kamishibai

_ = TerminalFeatures().pushedKeyboardFlags
