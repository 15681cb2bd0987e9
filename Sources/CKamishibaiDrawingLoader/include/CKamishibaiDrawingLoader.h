// Cairo and chafa (with glib) loaded when something first draws, not when the program starts:
// an app that never draws a picture never maps them (decision 142). DrawingLoader.c defines
// every Cairo, chafa and glib function KamishibaiDrawing calls as a forwarder to the real one,
// which `kamishibai_drawing_bind_*` looks up once; KamishibaiDrawing's `DrawingLibrary` calls
// these before its first use of either library.
#ifndef CKAMISHIBAI_DRAWING_LOADER_H
#define CKAMISHIBAI_DRAWING_LOADER_H

/// `dlopen(soname, RTLD_NOW | RTLD_LOCAL)`; NULL with `*error` set to dlerror's message when it fails.
void *kamishibai_drawing_open(const char *soname, const char **error);

/// Looks up every Cairo function in `handle` for the forwarders; NULL, or the name of the first
/// function the library lacks (then no forwarder may be called).
const char *kamishibai_drawing_bind_cairo(void *handle);

/// The same for chafa and the glib functions reached through it.
const char *kamishibai_drawing_bind_chafa(void *handle);

#endif
