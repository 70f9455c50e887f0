# darklint: build and install.
#   make              release build
#   make install      install to $(PREFIX)/bin (PREFIX=/usr/local by default; DESTDIR honoured)
#   make static       a Linux binary with the Swift runtime linked in, for machines without Swift
PREFIX ?= /usr/local
BINDIR := $(PREFIX)/bin
SWIFT ?= swift

.PHONY: all build static install uninstall test clean

all: build

build:
	$(SWIFT) build -c release --product darklint

static:
	$(SWIFT) build -c release --product darklint --static-swift-stdlib

install: build
	install -d "$(DESTDIR)$(BINDIR)"
	install -m 755 "$$($(SWIFT) build -c release --show-bin-path)/darklint" "$(DESTDIR)$(BINDIR)/darklint"

uninstall:
	rm -f "$(DESTDIR)$(BINDIR)/darklint"

test:
	$(SWIFT) test

clean:
	rm -rf .build
