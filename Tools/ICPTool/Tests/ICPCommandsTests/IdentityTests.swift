import ChildProcessesTesting
import Testing

/// `icp principal` and `icp account`: PEM files as dfx writes them, published vectors.
@Suite(.onItsOwnThread) struct IdentityTests {
    @Test func withoutAnIdentityThePrincipalIsAnonymous() throws {
        let run = try icp("principal")
        #expect(run.status == 0)
        #expect(run.output == "2vxsx-fae\n")
    }

    @Test(arguments: [
        (Vectors.ed25519PEM, Vectors.ed25519Principal),
        (Vectors.secp256k1DfxPEM, Vectors.secp256k1Principal),
        (Vectors.secp256k1PKCS8PEM, Vectors.secp256k1Principal),
        (Vectors.secp256k1AgentJSPEM, Vectors.secp256k1AgentJSPrincipal),
    ])
    func principalsOfPEMFiles(_ pem: String, _ principal: String) throws {
        let folder = try Folder(["identity.pem": pem])
        defer { folder.remove() }
        let run = try icp("principal", "--identity", folder.path("identity.pem"))
        #expect(run.status == 0, "\(run)")
        #expect(run.output == principal + "\n")
        // '-' reads the PEM from standard input.
        let piped = try icp("principal", "--identity", "-", input: pem)
        #expect(piped.output == principal + "\n")
    }

    @Test func accountsOfIdentitiesAndPrincipals() throws {
        let folder = try Folder(["secp.pem": Vectors.secp256k1DfxPEM, "ed.pem": Vectors.ed25519PEM])
        defer { folder.remove() }
        let secp = try icp("account", "--identity", folder.path("secp.pem"))
        #expect(secp.status == 0, "\(secp)")
        #expect(secp.output == Vectors.secp256k1Account + "\n")
        let ed = try icp("account", "--identity", folder.path("ed.pem"))
        #expect(ed.output == Vectors.ed25519Account + "\n")
        for (principal, account) in Vectors.accounts + [(Vectors.secp256k1Principal, Vectors.secp256k1Account)] {
            let run = try icp("account", "--principal", principal)
            #expect(run.status == 0)
            #expect(run.output == account + "\n", "\(principal)")
        }
    }

    @Test func subaccountsAsNumbersOrHex() throws {
        let p = Vectors.secp256k1Principal
        for subaccount in ["1", "0x01", "0x1", String(repeating: "0", count: 63) + "1"] {
            let run = try icp("account", "--principal", p, "--subaccount", subaccount)
            #expect(run.status == 0, "\(subaccount): \(run)")
            #expect(run.output == Vectors.secp256k1AccountAtSubaccount1 + "\n", "\(subaccount)")
        }
        #expect(
            try icp("account", "--principal", p, "--subaccount", "0x0102").output == Vectors
                .secp256k1AccountAtSubaccount0102 + "\n")
        #expect(
            try icp("account", "--principal", p, "--subaccount", "258").output == Vectors
                .secp256k1AccountAtSubaccount0102 + "\n")
        #expect(try icp("account", "--principal", p, "--subaccount", "0").output == Vectors.secp256k1Account + "\n")
    }

    @Test func icrc1AccountText() throws {
        let run = try icp("account", "--principal", Vectors.icrc1Owner, "--subaccount", "1", "--icrc1")
        #expect(run.status == 0)
        #expect(run.output == Vectors.icrc1AtSubaccount1 + "\n")
        let plain = try icp("account", "--principal", Vectors.icrc1Owner, "--icrc1")
        #expect(plain.output == Vectors.icrc1Owner + "\n")
    }

    @Test func anUnreadablePEMCannotBeRead() throws {
        let missing = try icp("principal", "--identity", "/nonexistent/identity.pem")
        #expect(missing.status == 66)
        #expect(missing.output.isEmpty)
        #expect(
            missing.error == "error: cannot read identity file /nonexistent/identity.pem: No such file or directory\n")
        let folder = try Folder()
        defer { folder.remove() }
        let directory = try icp("principal", "--identity", folder.url.path)
        #expect(directory.status == 66)
        #expect(directory.error == "error: cannot read identity file \(folder.url.path): it is a directory\n")
    }

    @Test func aFileThatIsNoKeyIsInvalidInput() throws {
        let folder = try Folder([
            "cert.pem": "-----BEGIN CERTIFICATE-----\nMAA=\n-----END CERTIFICATE-----\n",
            "broken.pem": "-----BEGIN PRIVATE KEY-----\nMAA=\n-----END PRIVATE KEY-----\n",
            "encrypted.pem": "-----BEGIN ENCRYPTED PRIVATE KEY-----\nMAA=\n-----END ENCRYPTED PRIVATE KEY-----\n",
        ])
        defer { folder.remove() }
        let certificate = try icp("principal", "--identity", folder.path("cert.pem"))
        #expect(certificate.status == 1)
        #expect(
            certificate.error.hasPrefix(
                "error: \(folder.path("cert.pem")): not a private key PEM file (it has -----BEGIN CERTIFICATE-----)"))
        let broken = try icp("principal", "--identity", folder.path("broken.pem"))
        #expect(broken.status == 1)
        #expect(broken.error.contains("neither Ed25519"), "\(broken)")
        let encrypted = try icp("account", "--identity", folder.path("encrypted.pem"))
        #expect(encrypted.status == 1)
        #expect(encrypted.error.contains("the key is encrypted"))
        // Key material never appears in messages.
        #expect(!broken.error.contains("MAA="))
    }
}
