// Left out of the app by the spec's excludes.
