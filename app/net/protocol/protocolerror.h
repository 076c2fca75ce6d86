// The errors of felt-net/1 (docs/network.md): the `error` codes of the contract, and why a
// frame could not be read. Shared by protocol.h and the readers' pieces (protocolfields.h),
// which include it and not each other.
#pragma once

#include <QString>

namespace net {

// The `error` codes of the contract.
enum class ErrorCode {
    Protocol,       // a message that is not allowed now (or of an unknown type)
    Version,        // another major protocol
    Malformed,      // not JSON, not an object, a field missing or of the wrong type or range
    UnknownTable,
    SeatTaken,
    NotYourTurn,
    Illegal,        // with the engine's `reason`
    Stale,          // with a fresh `table`
    Rate,           // too many frames, chat lines or hints
    TooLarge,
    Full,
    Token,
    NotOpener,      // an `again`, `close` or `start` from anyone but the opener, or `again` before the end
};

struct ReadError {
    ErrorCode code = ErrorCode::Malformed;
    QString message;   // one plain line
    // A message of a type this version does not know: a later minor version's addition,
    // which the contract says to ignore.
    bool unknownType = false;
};

} // namespace net
