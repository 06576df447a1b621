// libFuzzer's driver, linked by -sanitize=fuzzer (compiler-rt's FuzzerDriver.cpp): parses the
// flags in argv and fuzzes `callback` as if it were LLVMFuzzerTestOneInput.
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));
