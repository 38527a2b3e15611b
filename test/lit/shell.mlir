// Runner self-test: the lit shell subset (not, pipes, redirections, %t, quoting, env).
// RUN: not false
// RUN: echo hello | not FileCheck %s --check-prefix=NOPE
// RUN: echo "one two" > %t && FileCheck %s --input-file %t --check-prefix=FILE
// RUN: echo three >> %t
// RUN: cat %t | FileCheck %s --check-prefix=APPEND
// RUN: cat < %t | FileCheck %s --check-prefix=APPEND
// RUN: env TILE_LIT_SELFTEST=1 echo 'quoted   arg|with;specials' | FileCheck %s --check-prefix=QUOTE
// RUN: true || false
// RUN: false || true

// NOPE: goodbye
// FILE: one two
// APPEND: one two
// APPEND-NEXT: three
// QUOTE: {{^}}quoted arg|with;specials{{$}}
