public let crypto = 1
