// pcsc-lite's public API. winscard.h includes <pcsclite.h> with angle brackets, which is why the
// target needs pkg-config's -I/usr/include/PCSC.
#include <PCSC/winscard.h>
#include <PCSC/reader.h>
