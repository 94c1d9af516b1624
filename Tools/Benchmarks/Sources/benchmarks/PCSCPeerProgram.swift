import ChildProcesses
import Foundation

/// The peer of `APDU.pcscRoundTrip`: the same exchange written in C straight on libpcsclite, built
/// by the benchmark from this source with the system compiler (`cc`, flags from `pkg-config
/// libpcsclite`) and run as a service beside it on the same reader, so both are measured in one
/// run under the same load. It selects the applet once, prints `ready`, then for each line `N`
/// on its standard input sends N ECHO commands and prints their round-trip times in nanoseconds
/// (CLOCK_MONOTONIC around each `SCardTransmit`) on one line.
enum PCSCPeerProgram {
    static let source = #"""
        #include <stdio.h>
        #include <stdlib.h>
        #include <string.h>
        #include <time.h>
        #include <winscard.h>

        /* Hex text to bytes; the length, or -1 when the text is not hex. */
        static int unhex(const char *text, unsigned char *out, int capacity) {
            int length = (int)strlen(text);
            if (length % 2 != 0 || length / 2 > capacity) return -1;
            for (int i = 0; i < length / 2; i++) {
                unsigned int byte;
                if (sscanf(text + 2 * i, "%2x", &byte) != 1) return -1;
                out[i] = (unsigned char)byte;
            }
            return length / 2;
        }

        static long long now_ns(void) {
            struct timespec t;
            clock_gettime(CLOCK_MONOTONIC, &t);
            return (long long)t.tv_sec * 1000000000LL + t.tv_nsec;
        }

        int main(int argc, char **argv) {
            if (argc != 4) { fprintf(stderr, "usage: pcsc-peer READER SELECT_HEX ECHO_HEX\n"); return 64; }
            unsigned char select[300], echo[300], answer[300];
            int select_length = unhex(argv[2], select, sizeof select);
            int echo_length = unhex(argv[3], echo, sizeof echo);
            if (select_length < 4 || echo_length < 4) { fprintf(stderr, "bad command hex\n"); return 64; }
            SCARDCONTEXT context;
            SCARDHANDLE card;
            DWORD protocol, length;
            LONG status = SCardEstablishContext(SCARD_SCOPE_SYSTEM, NULL, NULL, &context);
            if (status != SCARD_S_SUCCESS) { fprintf(stderr, "context: %s\n", pcsc_stringify_error(status)); return 70; }
            status = SCardConnect(context, argv[1], SCARD_SHARE_SHARED, SCARD_PROTOCOL_T0 | SCARD_PROTOCOL_T1, &card,
                                  &protocol);
            if (status != SCARD_S_SUCCESS) { fprintf(stderr, "connect: %s\n", pcsc_stringify_error(status)); return 70; }
            const SCARD_IO_REQUEST *pci = protocol == SCARD_PROTOCOL_T0 ? SCARD_PCI_T0 : SCARD_PCI_T1;
            length = sizeof answer;
            status = SCardTransmit(card, pci, select, select_length, NULL, answer, &length);
            if (status != SCARD_S_SUCCESS || length < 2 || answer[length - 2] != 0x90) {
                fprintf(stderr, "select failed\n");
                return 70;
            }
            printf("ready\n");
            fflush(stdout);
            char line[64];
            while (fgets(line, sizeof line, stdin)) {
                int count = atoi(line);
                if (count <= 0 || count > 100000) { fprintf(stderr, "bad count\n"); return 64; }
                for (int i = 0; i < count; i++) {
                    length = sizeof answer;
                    long long start = now_ns();
                    status = SCardTransmit(card, pci, echo, echo_length, NULL, answer, &length);
                    long long elapsed = now_ns() - start;
                    if (status != SCARD_S_SUCCESS || length < 2 || answer[length - 2] != 0x90) {
                        fprintf(stderr, "echo failed\n");
                        return 70;
                    }
                    printf(i == 0 ? "%lld" : " %lld", elapsed);
                }
                printf("\n");
                fflush(stdout);
            }
            SCardDisconnect(card, SCARD_LEAVE_CARD);
            SCardReleaseContext(context);
            return 0;
        }
        """#

    /// Compiles the program into a fresh temporary folder; the executable's URL, or nil (with the
    /// reason on standard error) when there is no C compiler or no libpcsclite development files.
    static func build() -> URL? {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pcsc-peer-\(getpid())")
        let sourceURL = folder.appendingPathComponent("pcsc-peer.c")
        let executable = folder.appendingPathComponent("pcsc-peer")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(source.utf8).write(to: sourceURL)
            let flags = try Command("pkg-config", ["--cflags", "--libs", "libpcsclite"]).outputBlocking(
                timeout: .seconds(30))
            let compile = Command(
                "cc", ["-O2", "-o", executable.path, sourceURL.path] + flags.split(separator: " ").map(String.init))
            _ = try compile.runBlocking(timeout: .seconds(120)).checked()
            return executable
        } catch {
            FileHandle.standardError.write(
                Data("warning: the C peer of APDU.pcscRoundTrip was not built: \(error)\n".utf8))
            return nil
        }
    }
}
