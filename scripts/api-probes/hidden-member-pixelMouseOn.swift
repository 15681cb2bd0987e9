// expect: error: 'pixelMouseOn' is inaccessible due to 'package' protection level
// `import Kamishibai` does not show `TerminalFeatures.pixelMouseOn`: the mode's bytes are the ANSI backend's.
import Kamishibai

_ = TerminalFeatures.pixelMouseOn
