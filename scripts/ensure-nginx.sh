#!/usr/bin/env bash
# Prints the path of an nginx for the test that runs several server processes behind a proxy,
# installing Debian's package when it is missing and we are root. NGINX_PATH, when set, is used as
# it is. The package's own service is kept from starting: the test runs its own nginx.
set -euo pipefail

if [ -n "${NGINX_PATH:-}" ]; then
  echo "$NGINX_PATH"
  exit 0
fi
if [ -x /usr/sbin/nginx ]; then
  echo /usr/sbin/nginx
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's nginx for the multi-process test" >&2
  policy=/usr/sbin/policy-rc.d
  created_policy=false
  if [ ! -e "$policy" ]; then
    printf '#!/bin/sh\nexit 101\n' >"$policy"
    chmod +x "$policy"
    created_policy=true
  fi
  apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx >&2
  if [ "$created_policy" = true ]; then rm -f "$policy"; fi
  echo /usr/sbin/nginx
  exit 0
fi
echo "nginx is missing. Install it with: sudo apt-get install -y nginx" >&2
echo "(or set NGINX_PATH to an nginx binary)." >&2
exit 1
