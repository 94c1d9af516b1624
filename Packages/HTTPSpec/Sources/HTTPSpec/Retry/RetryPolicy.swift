import Foundation
import HTTPTypes

/// When and how often to try again: exponential backoff with jitter for idempotent requests,
/// honouring `Retry-After` on 429/503, capped by attempts and by total time.
public struct RetryPolicy: Sendable {
    /// Attempts in total, including the first; 1 means no retries.
    public var maxAttempts: Int
    public var initialBackoff: Duration
    public var multiplier: Double
    public var maxBackoff: Duration
    /// Fraction of each delay that is randomised (0 = none, 1 = "full jitter"), so clients that
    /// failed together do not retry together.
    public var jitter: Double
    /// No retry starts once this much time has passed since the first attempt.
    public var maxTotalTime: Duration
    /// Statuses worth retrying.
    public var retryableStatuses: Set<HTTPResponse.Status>
    /// Retry transport failures and timeouts too.
    public var retriesTransportErrors: Bool
    /// Longest `Retry-After` obeyed; a longer one ends the retries.
    public var maxRetryAfter: Duration

    public init(
        maxAttempts: Int = 3, initialBackoff: Duration = .milliseconds(200), multiplier: Double = 2,
        maxBackoff: Duration = .seconds(10), jitter: Double = 0.5, maxTotalTime: Duration = .seconds(30),
        retryableStatuses: Set<HTTPResponse.Status> = [
            .requestTimeout, .tooManyRequests, .internalServerError, .badGateway, .serviceUnavailable,
            .gatewayTimeout,
        ],
        retriesTransportErrors: Bool = true,
        maxRetryAfter: Duration = .seconds(60)
    ) {
        self.maxAttempts = max(1, maxAttempts)
        self.initialBackoff = initialBackoff
        self.multiplier = multiplier
        self.maxBackoff = maxBackoff
        self.jitter = min(max(jitter, 0), 1)
        self.maxTotalTime = maxTotalTime
        self.retryableStatuses = retryableStatuses
        self.retriesTransportErrors = retriesTransportErrors
        self.maxRetryAfter = maxRetryAfter
    }

    /// One attempt only.
    public static let none = RetryPolicy(maxAttempts: 1)

    /// The backoff before attempt `attempt + 1` (attempt counts from 1).
    public func backoff(afterAttempt attempt: Int) -> Duration {
        let base = initialBackoff * pow(multiplier, Double(max(0, attempt - 1)))
        let capped = min(base, maxBackoff)
        guard jitter > 0 else { return capped }
        return capped * (1 - jitter * Double.random(in: 0...1))
    }

    /// `Retry-After` as delay-seconds or an HTTP date (RFC 9110 §10.2.3), relative to `now`.
    public static func retryAfter(_ value: String, now: Date = Date()) -> Duration? {
        let trimmed = value.trimmingCharacters(in: .whitespaces)
        if let seconds = Int(trimmed), seconds >= 0 { return .seconds(seconds) }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
        guard let date = formatter.date(from: trimmed) else { return nil }
        return .milliseconds(Int64(max(0, date.timeIntervalSince(now)) * 1000))
    }
}
