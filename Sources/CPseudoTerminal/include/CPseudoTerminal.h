#ifndef XIBIFY_CPSEUDOTERMINAL_H
#define XIBIFY_CPSEUDOTERMINAL_H

#include <stddef.h>

/// Opens a pseudo-terminal pair for tests: returns the controller's descriptor and writes the
/// device path of the other end into `name`, or returns -1.
int xibify_open_pseudo_terminal(char *name, size_t capacity);

#endif
