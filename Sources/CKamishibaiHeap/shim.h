// The C library's own count of heap bytes in use, and a way to hand free heap back to the
// system: no Swift C module carries <malloc.h>. Only KamishibaiPlatform imports this (it is the
// C half of the platform file). glibc 2.33+ and Darwin (not built here) keep the figures; musl
// and others get zero and a no-op.
#include <stddef.h>
#include <stdlib.h>
#if defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 33))
#include <malloc.h>
static inline size_t kamishibai_heap_bytes_in_use(void) { return mallinfo2().uordblks; }
static inline void kamishibai_heap_release_free(void) { malloc_trim(0); }
#elif defined(__APPLE__)
#include <malloc/malloc.h>
static inline size_t kamishibai_heap_bytes_in_use(void) {
    malloc_statistics_t statistics;
    malloc_zone_statistics(NULL, &statistics);
    return statistics.size_in_use;
}
static inline void kamishibai_heap_release_free(void) { malloc_zone_pressure_relief(NULL, 0); }
#else
static inline size_t kamishibai_heap_bytes_in_use(void) { return 0; }
static inline void kamishibai_heap_release_free(void) {}
#endif
