# Builds and installs the xibify command (README.md, "Install").
#
#   make                       # swift build -c release: .build/release/xibify
#   make install               # into $(PREFIX)/bin, /usr/local/bin by default (may need sudo)
#   make install PREFIX="$HOME/.local"
#   make uninstall PREFIX="$HOME/.local"
#   make artifactbundle        # Binaries/xibify.artifactbundle for the plugins (docs/plugins.md)
#
# The binary is linked with the Swift runtime statically on Linux (--static-swift-stdlib), so it
# runs without a Swift toolchain; it needs libxml2 (Debian: libxml2) at run time.

PREFIX ?= /usr/local
BINDIR ?= $(PREFIX)/bin
SWIFT ?= swift
SWIFT_FLAGS := -c release --product xibify
ifeq ($(shell uname -s),Linux)
SWIFT_FLAGS += --static-swift-stdlib
endif

.PHONY: all build install uninstall artifactbundle

all: build

build:
	$(SWIFT) build $(SWIFT_FLAGS)

install: build
	install -d "$(DESTDIR)$(BINDIR)"
	install -m 755 "$$($(SWIFT) build $(SWIFT_FLAGS) --show-bin-path)/xibify" "$(DESTDIR)$(BINDIR)/xibify"

uninstall:
	rm -f "$(DESTDIR)$(BINDIR)/xibify"

artifactbundle:
	Scripts/make-artifactbundle.sh
