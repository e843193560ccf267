// FLAGS: %s --allow-unregistered-dialect
// Predecessor comments of blocks in nested regions, with repeated edges.
func.func @f(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "t.region"() ({
    "t.br"()[^bb1] : () -> ()
  ^bb1:
    "t.br"()[^bb3, ^bb2, ^bb3] : () -> ()
  ^bb2:
    "t.br"()[^bb1] : () -> ()
  ^bb3:
    "t.end"() : () -> ()
  ^bb4:
    "t.br"()[^bb2] : () -> ()
  }) : () -> ()
  cf.cond_br %c, ^bb3, ^bb3
^bb2:
  cf.br ^bb1
^bb3:
  cf.br ^bb4
^bb4:
  "t.region"() ({
    "t.br"()[^bb1, ^bb1] : () -> ()
  ^bb1:
    "t.br"()[^bb1] : () -> ()
  }) : () -> ()
  cf.cond_br %c, ^bb1, ^bb4
}
