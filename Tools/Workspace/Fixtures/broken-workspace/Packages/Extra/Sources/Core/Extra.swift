public let extra = 1
