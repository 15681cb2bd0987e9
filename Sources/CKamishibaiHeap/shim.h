// The C library's own count of heap bytes in use, and a way to hand free heap back to the
// system: Swift's Glibc module does not carry <malloc.h>. Zero and a no-op where the C
// library has neither.
#include <stddef.h>
#if __has_include(<malloc.h>) && defined(__linux__)
#include <malloc.h>
static inline size_t kamishibai_heap_bytes_in_use(void) { return mallinfo2().uordblks; }
static inline void kamishibai_heap_release_free(void) { malloc_trim(0); }
#else
static inline size_t kamishibai_heap_bytes_in_use(void) { return 0; }
static inline void kamishibai_heap_release_free(void) {}
#endif
