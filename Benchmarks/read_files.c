/* Reads every regular file named in a list (one path per line) to its end and prints the count
 * of files and bytes: the least a tool that reads those files must pay (open, fstat, read,
 * close), for Benchmarks/scan_cost.py.
 *
 *     cc -O2 Benchmarks/read_files.c -o read_files && ./read_files LIST
 */
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

int main(int argc, char **argv) {
    if (argc != 2) {
        fprintf(stderr, "usage: read_files LIST\n");
        return 64;
    }
    FILE *list = fopen(argv[1], "r");
    if (!list) {
        perror(argv[1]);
        return 66;
    }
    static char buffer[1 << 20];
    char path[8192];
    long files = 0, bytes = 0;
    while (fgets(path, sizeof path, list)) {
        path[strcspn(path, "\n")] = 0;
        int descriptor = open(path, O_RDONLY | O_NONBLOCK);
        if (descriptor < 0) continue;
        struct stat info;
        if (fstat(descriptor, &info) == 0 && S_ISREG(info.st_mode)) {
            ssize_t got;
            while ((got = read(descriptor, buffer, sizeof buffer)) > 0) bytes += got;
            files++;
        }
        close(descriptor);
    }
    fclose(list);
    printf("%ld files, %ld bytes\n", files, bytes);
    return 0;
}
