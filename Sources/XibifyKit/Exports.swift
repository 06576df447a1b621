// The façade re-exports every layer, so the executable, the test support and the fuzz target import
// XibifyKit alone: the executable reaches `package` declarations of every layer (the reporters,
// `BatchWriter`, the options), which a façade of wrappers would duplicate; clients outside the
// package see only what is `public`. docs/architecture.md, "Targets".
@_exported import XibifyConfiguration
@_exported import XibifyFormat
@_exported import XibifyReporting
@_exported import XibifyRewriting
@_exported import XibifyScanning
@_exported import XibifySupport
@_exported import XibifyWorkspace
@_exported import XibifyWriting
