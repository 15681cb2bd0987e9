// The UI model's API is made of these modules' types: an app that imports KamishibaiUI
// gets them too.
@_exported import KamishibaiCanvas
@_exported import KamishibaiGeometry
@_exported import KamishibaiMotion
@_exported import KamishibaiTerminal
