#include "CHeap.h"
#if defined(__GLIBC__)
#include <malloc.h>
#endif

size_t cheap_heap_bytes_in_use(void) {
#if defined(__GLIBC__)
    struct mallinfo2 info = mallinfo2();
    return info.uordblks + info.hblkhd;
#else
    return 0;
#endif
}
