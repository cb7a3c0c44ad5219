#!/bin/sh
# Local stand-ins for the two images compose.yaml names, for a machine that reaches Debian's
# mirror and the npm registry but no image registry (decision 120). Run as root with podman:
#   sh deploy/local-images/build.sh
# then: NODE_IMAGE=localhost/node:20-bookworm-slim BETTER_AUTH_SECRET=… SMTP_URL=… podman-compose up -d --build
set -eu
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# A Debian bookworm base from the mirror.
debootstrap --variant=minbase bookworm "$work/rootfs" http://deb.debian.org/debian
tar -C "$work/rootfs" -c . | podman import - localhost/debian:bookworm
# Node.js 20 with npm and a `node` user: this machine's own binary, npm and CA bundle (the registry
# is reached through a proxy whose certificate only that bundle holds).
mkdir -p "$work/node/npm"
cp "$here/node/Containerfile" "$work/node/"
cp "$(command -v node)" "$work/node/node"
cp -r "$(dirname "$(readlink -f "$(command -v npm)")")/.." "$work/node/npm/npm"
cp /etc/ssl/certs/ca-certificates.crt "$work/node/host-ca.crt"
podman build -t localhost/node:20-bookworm-slim "$work/node"
# PostgreSQL 15 under the official image's name, with its POSTGRES_* settings.
podman build -t docker.io/library/postgres:15-bookworm "$here/postgres"
