#define _XOPEN_SOURCE 600
#include "CPseudoTerminal.h"

#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

int xibify_open_pseudo_terminal(char *name, size_t capacity) {
    int fd = posix_openpt(O_RDWR | O_NOCTTY);
    if (fd < 0) {
        return -1;
    }
    const char *path = NULL;
    if (grantpt(fd) != 0 || unlockpt(fd) != 0 || (path = ptsname(fd)) == NULL || strlen(path) >= capacity) {
        close(fd);
        return -1;
    }
    strcpy(name, path);
    return fd;
}
