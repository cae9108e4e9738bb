#ifndef CHEAP_H
#define CHEAP_H
#include <stddef.h>

/// Bytes malloc has handed out and not taken back: glibc's mallinfo2() in-use chunks plus mmapped blocks (0 elsewhere).
size_t cheap_heap_bytes_in_use(void);

#endif
