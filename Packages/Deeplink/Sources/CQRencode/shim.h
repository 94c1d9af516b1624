// libqrencode (Debian libqrencode-dev 4.1.1): QRcode_encodeData for byte-mode symbols and QRcode_free.
#include <qrencode.h>
