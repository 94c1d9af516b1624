/// Carries out one transmission with the T=0 artefacts resolved as `ArtefactHandling` asks.
struct ArtefactResolver {
    let handling: ArtefactHandling
    let exchange: CardExchange

    func transmit(_ command: CommandAPDU) throws -> ResponseAPDU {
        var response = try send(command)
        if handling.correctExpectedLength, let corrected = response.statusWord.correctedExpectedLength {
            response = try send(command.withExpectedLength(corrected))
        }
        guard handling.getResponse, response.statusWord.bytesAvailable != nil else { return response }
        return try collectRemainingData(after: response, commandClass: command.cla)
    }

    /// GET RESPONSE rounds until the card answers something other than `61xx`; the data of the
    /// first answer and every round is joined under the last round's status word.
    private func collectRemainingData(after first: ResponseAPDU, commandClass: UInt8) throws -> ResponseAPDU {
        var data = first.data
        var last = first
        var rounds = 0
        while let available = last.statusWord.bytesAvailable {
            rounds += 1
            guard rounds <= handling.maximumGetResponseRounds else {
                throw CardProtocolError.tooManyGetResponseRounds(limit: handling.maximumGetResponseRounds)
            }
            let getResponse = try CommandAPDU(
                cla: handling.getResponseClass(after: commandClass), ins: 0xC0, p1: 0x00, p2: 0x00,
                expectedLength: available
            )
            last = try send(getResponse)
            if handling.correctExpectedLength, let corrected = last.statusWord.correctedExpectedLength {
                last = try send(getResponse.withExpectedLength(corrected))
            }
            guard data.count + last.data.count <= handling.maximumResponseLength else {
                throw CardProtocolError.responseTooLong(limit: handling.maximumResponseLength)
            }
            data += last.data
        }
        return ResponseAPDU(data: data, statusWord: last.statusWord)
    }

    private func send(_ command: CommandAPDU) throws -> ResponseAPDU {
        try ResponseAPDU(bytes: exchange.transmit(command.bytes))
    }
}
