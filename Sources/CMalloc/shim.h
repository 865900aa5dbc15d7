#if __has_include(<malloc.h>)
#include <malloc.h>
#endif

/* glibc gives threads that allocate at the same time arenas of their own, up to eight per
   core; memory freed in one arena is not reused by another, so a run's peak grows with them.
   Elsewhere (no M_ARENA_MAX) this does nothing. */
static inline void a11y_limit_malloc_arenas(int count) {
#if defined(M_ARENA_MAX)
    mallopt(M_ARENA_MAX, count);
#else
    (void)count;
#endif
}
