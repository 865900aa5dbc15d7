#if __has_include(<malloc.h>)
#include <malloc.h>
#endif
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

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

/* How many freed blocks of one size each thread keeps for reuse (glibc's tcache; 7 unless
   set). A screen's trees free thousands of blocks of a few sizes at once, and the next screen
   allocates as many again: beyond the seventh, each went through the shared bins, about a twentieth
   of a described screen's instructions. */
#define A11Y_MALLOC_CACHE_SETTING "glibc.malloc.tcache_count=3000"

/* glibc reads that count only at start-up, from GLIBC_TUNABLES: the process starts itself
   again, once, with it added there. Not when the variable already names the count (a user's
   own setting wins, and the second start finds it), not elsewhere than glibc on Linux; if
   starting again fails, the run goes on as it is. */
static inline void a11y_enlarge_malloc_cache(char *const argv[]) {
#if defined(__GLIBC__) && defined(__linux__)
    const char *current = getenv("GLIBC_TUNABLES");
    if (current != NULL && strstr(current, "glibc.malloc.tcache_count") != NULL) return;
    size_t length = (current != NULL ? strlen(current) + 1 : 0) + sizeof(A11Y_MALLOC_CACHE_SETTING);
    char *value = malloc(length);
    if (value == NULL) return;
    if (current != NULL && current[0] != '\0') {
        snprintf(value, length, "%s:%s", current, A11Y_MALLOC_CACHE_SETTING);
    } else {
        snprintf(value, length, "%s", A11Y_MALLOC_CACHE_SETTING);
    }
    int set = setenv("GLIBC_TUNABLES", value, 1);
    free(value);
    if (set != 0) return;
    execv("/proc/self/exe", argv);
#else
    (void)argv;
#endif
}
