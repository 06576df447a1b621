/*
 * The baseline of docs/performance.md: a bare libxml2 SAX2 pass that only counts elements,
 * over the same files as xibify, on N threads, largest files first. Each file is read into
 * memory and parsed with a push parser in 64 KiB chunks, as xibify does.
 *
 *   cc -O2 sax_count.c $(pkg-config --cflags --libs libxml-2.0) -lpthread -o sax_count
 *   ./sax_count THREADS FILE...
 */
#include <libxml/parser.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

typedef struct { const char *path; long size; } Input;

static Input *inputs;
static int count;
static atomic_int next;
static atomic_long elements;

static void on_start(void *ctx, const xmlChar *name, const xmlChar *prefix, const xmlChar *uri, int nb_ns,
                     const xmlChar **ns, int nb_attr, int nb_def, const xmlChar **attrs) {
    (*(long *)ctx)++;
}

static int by_size(const void *a, const void *b) {
    long x = ((const Input *)a)->size, y = ((const Input *)b)->size;
    return (x < y) - (x > y);
}

static void *work(void *unused) {
    xmlSAXHandler handler;
    memset(&handler, 0, sizeof handler);
    handler.initialized = XML_SAX2_MAGIC;
    handler.startElementNs = on_start;
    long local = 0;
    for (int i; (i = atomic_fetch_add(&next, 1)) < count;) {
        FILE *file = fopen(inputs[i].path, "rb");
        if (!file) { perror(inputs[i].path); exit(1); }
        char *buffer = malloc(inputs[i].size + 1);
        size_t got = fread(buffer, 1, inputs[i].size, file);
        fclose(file);
        xmlParserCtxtPtr ctxt = xmlCreatePushParserCtxt(&handler, &local, NULL, 0, inputs[i].path);
        xmlCtxtUseOptions(ctxt, XML_PARSE_NONET);
        for (size_t off = 0; off < got; off += 65536) {
            size_t n = got - off < 65536 ? got - off : 65536;
            xmlParseChunk(ctxt, buffer + off, (int)n, 0);
        }
        xmlParseChunk(ctxt, NULL, 0, 1);
        xmlFreeParserCtxt(ctxt);
        free(buffer);
    }
    atomic_fetch_add(&elements, local);
    return NULL;
}

int main(int argc, char **argv) {
    if (argc < 3) { fprintf(stderr, "usage: sax_count THREADS FILE...\n"); return 64; }
    int threads = atoi(argv[1]);
    count = argc - 2;
    inputs = calloc(count, sizeof *inputs);
    for (int i = 0; i < count; i++) {
        struct stat st;
        inputs[i].path = argv[i + 2];
        inputs[i].size = stat(argv[i + 2], &st) == 0 ? st.st_size : 0;
    }
    qsort(inputs, count, sizeof *inputs, by_size);
    xmlInitParser();
    pthread_t ids[64];
    for (int t = 0; t < threads && t < 64; t++) pthread_create(&ids[t], NULL, work, NULL);
    for (int t = 0; t < threads && t < 64; t++) pthread_join(ids[t], NULL);
    printf("%ld elements in %d files\n", atomic_load(&elements), count);
    return 0;
}
