#include "CKamishibaiDrawingLoader.h"

#include <dlfcn.h>
#include <stddef.h>

// Hidden: the forwarders replace the libraries' functions inside this program only, so a
// library loaded later never binds its own calls to them (even when the program exports its
// symbols, as debug builds do).
#pragma GCC visibility push(hidden)
#include <cairo/cairo.h>
#include <chafa.h>

// Each function gets a pointer of its own type (`__typeof__` of the header's declaration) and
// a definition with the header's name and parameters, so the compiler checks every prototype.
#define FORWARD(type, name, parameters, arguments) \
    static __typeof__(name) *real_##name;          \
    type name parameters { return real_##name arguments; }
#define FORWARD_VOID(name, parameters, arguments) \
    static __typeof__(name) *real_##name;         \
    void name parameters { real_##name arguments; }
#include "CairoFunctions.h"
#include "ChafaFunctions.h"
#undef FORWARD
#undef FORWARD_VOID
#pragma GCC visibility pop

void *kamishibai_drawing_open(const char *soname, const char **error) {
    void *handle = dlopen(soname, RTLD_NOW | RTLD_LOCAL);
    if (handle == NULL) *error = dlerror();
    return handle;
}

#define FORWARD(type, name, parameters, arguments) FORWARD_VOID(name, parameters, arguments)
#define FORWARD_VOID(name, parameters, arguments)                           \
    if ((real_##name = (__typeof__(name) *)dlsym(handle, #name)) == NULL) { \
        return #name;                                                       \
    }

const char *kamishibai_drawing_bind_cairo(void *handle) {
#include "CairoFunctions.h"
    return NULL;
}

const char *kamishibai_drawing_bind_chafa(void *handle) {
#include "ChafaFunctions.h"
    return NULL;
}
