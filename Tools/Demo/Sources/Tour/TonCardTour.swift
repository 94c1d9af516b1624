import APDU
import ByteTools
import CryptoPrimitives
import TonCard
import TonCardEmulator
import TonCardJSON

public let tonCardTour = TourStep(
    name: "TON card",
    summary:
        "the TON Labs card emulator behind pcscd: activation, PIN, an Ed25519 signature verified with Crypto, the keychain, typed recovery data sealed under a passphrase, a wrong PIN, the original library's JSON answers, and the card waited for and pulled out"
) { out in
    out.line("-- The card: TonCard's emulator of the TON Labs security card")
    let place = try await TonCardTourCard.open()
    out.show("card", place.place)
    out.show("ATR", hex(place.answerToReset))
    let card = TonCard(channel: place.channel)
    do {
        try await tour(card, seedIsKnown: place.seedIsKnown, into: &out)
        out.line("-- The card pulled out of the reader: the operation ends with the spec's 210005")
        if try await place.pullOut() {
            do throws(TonCardError) {
                _ = try await card.recoveryData()
                out.show("recoveryData() with no card", "FAILED (answered)")
            } catch {
                out.show(
                    "recoveryData() with no card", "\(error.code.map(String.init) ?? "?") \(error.message.prefix(48))")
            }
        } else {
            out.show("(not shown)", "this step cannot pull out the card \(place.place)")
        }
    } catch {
        await place.close()
        throw error
    }
    await place.close()
}

/// The demo PIN; a factory card's is 5555 until turnOnWallet sets this one.
private let pin = "1234"

private func tour(_ card: TonCard, seedIsKnown: Bool, into out: inout Transcript) async throws {
    out.line("-- Activation: the factory card (state 27) with the spec's README activation data")
    // The README's password, common secret and IV, which a factory emulator is provisioned with.
    try await card.turnOnWallet(
        newPin: pin,
        password: try ActivationPassword(bytes: TonCardEmulatorConfiguration.defaultPassword),
        commonSecret: try CommonSecret(bytes: TonCardEmulatorConfiguration.defaultCommonSecret),
        iv: try InitialVector(bytes: TonCardEmulatorConfiguration.defaultIV))
    out.show("turnOnWallet (new PIN set)", "done")
    out.show("state", try await card.state())
    out.show("serial number", try await card.serialNumber())

    out.line("-- PIN, public key and a signature, checked with the Crypto package's Ed25519")
    try await card.verifyPin(pin)
    out.show("verifyPin", "accepted, \(try await card.remainingPinTries()) tries left")
    let publicKey = try await card.publicKeyForDefaultPath()
    out.show("public key m/44'/396'/0'/0'/0'", Hex.encode(publicKey.rawRepresentation))
    if seedIsKnown {
        let vector = "cf06857a7453b195d573307dd4ecba5b38e29f99bb2fdacc1260063af4939836"
        out.show("  = the spec's §9.7 pk(0)", Hex.encode(publicKey.rawRepresentation) == vector ? "yes" : "FAILED")
    }
    let message = Array("pay 1 TON to bob".utf8)
    let signature = try await card.signForDefaultHdPath(message)
    out.show("sign \"pay 1 TON to bob\"", "\(signature.count) bytes: \(Hex.encode(signature.prefix(16)))…")
    out.show("signature verifies (Crypto)", publicKey.isValidSignature(signature, for: message) ? "yes" : "FAILED")
    let altered = Array("pay 9 TON to bob".utf8)
    out.show(
        "…for \"pay 9 TON to bob\"", publicKey.isValidSignature(signature, for: altered) ? "FAILED (accepted)" : "no")

    out.line("-- The keychain: a key added, read back by its HMAC, then deleted")
    let key = Array("a 40-byte secret a wallet app keeps here".utf8)
    let id = try await card.addKey(key)
    out.show(
        "addKey (\(key.count) bytes)", "id \(id.hex.prefix(16))…, \(try await card.numberOfKeys()) key(s) on the card")
    let stored = try await card.keychainKey(for: id)
    out.show("keychainKey(for:)", "index \(stored.index), \(stored.length) bytes")
    out.show(
        "key(for:) read back",
        try await card.key(for: id) == key ? "the same \(key.count) bytes" : "FAILED (different bytes)")
    out.show("deleteKey", "\(try await card.deleteKey(id)) key(s) left")

    out.line("-- Recovery data with a shape: RecoveryData, sealed under the user's passphrase (TCRD v1)")
    let recovery = try RecoveryData(
        multisigAddress: Array(0..<32), surfPublicKey: publicKey.rawRepresentation,
        authenticationPassword: TonCardEmulatorConfiguration.defaultPassword,
        commonSecret: TonCardEmulatorConfiguration.defaultCommonSecret)
    out.show("RecoveryData described", recovery)
    let passphrase = "demo recovery passphrase"
    let sealed = try recovery.sealed(passphrase: passphrase)
    out.show(
        "sealed",
        "\(sealed.count) bytes: magic+version+KDF \(Hex.encode(sealed.prefix(6))), then salt, key check, nonce, AES-GCM"
    )
    try await card.addRecoveryData(sealed)
    out.show("isRecoveryDataSet", try await card.isRecoveryDataSet())
    let readBack = try await card.recoveryData()
    let opened = try RecoveryData(sealed: readBack, passphrase: passphrase)
    out.show("opened with the passphrase", opened == recovery ? "the same four fields" : "FAILED (different fields)")
    do {
        _ = try RecoveryData(sealed: readBack, passphrase: "a guess")
        out.show("opened with a guess", "FAILED (opened)")
    } catch {
        out.show("opened with a guess", error)
    }
    var tampered = readBack
    tampered[100] ^= 0x01
    do {
        _ = try RecoveryData(sealed: tampered, passphrase: passphrase)
        out.show("one ciphertext bit flipped", "FAILED (opened)")
    } catch {
        out.show("one ciphertext bit flipped", error)
    }

    out.line("-- A wrong PIN: the card refuses it and counts the try")
    do {
        try await card.verifyPin("0000")
        out.show("verifyPin(wrong)", "FAILED (accepted)")
    } catch {
        out.show(
            "verifyPin(wrong)",
            "refused: \(error.message) (\(String(error.statusWord?.rawValue ?? 0, radix: 16, uppercase: true)))")
    }
    out.show("tries left", try await card.remainingPinTries())
    try await card.verifyPin(pin)
    out.show("the right PIN again", "accepted, \(try await card.remainingPinTries()) tries left")

    out.line("-- The same card through TonCardJSON: the original library's names, strings and JSON")
    let api = TonCardJSONClient(card: card)
    out.show("getKeyChainInfo()", try await api.getKeyChainInfo())
    out.show("getPublicKey(hdIndex: \"1\")", try await api.getPublicKey(hdIndex: "1"))
    do {
        out.show("verifyPin(pin: \"0000\")", "FAILED (accepted): " + (try await api.verifyPin(pin: "0000")))
    } catch {
        out.show("verifyPin(pin: \"0000\")", error.json)
    }
    out.show("verifyPin(pin: \"\(pin)\")", try await api.verifyPin(pin: pin))
}
