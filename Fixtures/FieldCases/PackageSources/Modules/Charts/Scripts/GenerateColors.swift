// A script run by hand (`swift GenerateColors.swift`), not compiled by the package: its
// `sources:` lists only `Controllers`.
print("#3478F6")
