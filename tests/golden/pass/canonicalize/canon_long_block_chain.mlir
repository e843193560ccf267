// FLAGS: --canonicalize
// A chain of blocks: constants hoisted to the entry dominate uses far
// below; verifying that must not cost a walk up the dominator tree.
func.func @f(%a: i32, %c: i1) -> i32 {
  cf.br ^b0(%a : i32)
^b0(%x0: i32):
  %c0 = arith.constant 0 : i32
  %y0 = arith.muli %x0, %c0 : i32
  cf.cond_br %c, ^b1(%y0 : i32), ^b1(%x0 : i32)
^b1(%x1: i32):
  %c1 = arith.constant 1 : i32
  %y1 = arith.muli %x1, %c1 : i32
  cf.cond_br %c, ^b2(%y1 : i32), ^b2(%x1 : i32)
^b2(%x2: i32):
  %c2 = arith.constant 2 : i32
  %y2 = arith.muli %x2, %c2 : i32
  cf.cond_br %c, ^b3(%y2 : i32), ^b3(%x2 : i32)
^b3(%x3: i32):
  %c3 = arith.constant 3 : i32
  %y3 = arith.muli %x3, %c3 : i32
  cf.cond_br %c, ^b4(%y3 : i32), ^b4(%x3 : i32)
^b4(%x4: i32):
  %c4 = arith.constant 4 : i32
  %y4 = arith.muli %x4, %c4 : i32
  cf.cond_br %c, ^b5(%y4 : i32), ^b5(%x4 : i32)
^b5(%x5: i32):
  %c5 = arith.constant 5 : i32
  %y5 = arith.muli %x5, %c5 : i32
  cf.cond_br %c, ^b6(%y5 : i32), ^b6(%x5 : i32)
^b6(%x6: i32):
  %c6 = arith.constant 6 : i32
  %y6 = arith.muli %x6, %c6 : i32
  cf.cond_br %c, ^b7(%y6 : i32), ^b7(%x6 : i32)
^b7(%x7: i32):
  %c7 = arith.constant 0 : i32
  %y7 = arith.muli %x7, %c7 : i32
  cf.cond_br %c, ^b8(%y7 : i32), ^b8(%x7 : i32)
^b8(%x8: i32):
  %c8 = arith.constant 1 : i32
  %y8 = arith.muli %x8, %c8 : i32
  cf.cond_br %c, ^b9(%y8 : i32), ^b9(%x8 : i32)
^b9(%x9: i32):
  %c9 = arith.constant 2 : i32
  %y9 = arith.muli %x9, %c9 : i32
  cf.cond_br %c, ^b10(%y9 : i32), ^b10(%x9 : i32)
^b10(%x10: i32):
  %c10 = arith.constant 3 : i32
  %y10 = arith.muli %x10, %c10 : i32
  cf.cond_br %c, ^b11(%y10 : i32), ^b11(%x10 : i32)
^b11(%x11: i32):
  %c11 = arith.constant 4 : i32
  %y11 = arith.muli %x11, %c11 : i32
  cf.cond_br %c, ^b12(%y11 : i32), ^b12(%x11 : i32)
^b12(%x12: i32):
  %c12 = arith.constant 5 : i32
  %y12 = arith.muli %x12, %c12 : i32
  cf.cond_br %c, ^b13(%y12 : i32), ^b13(%x12 : i32)
^b13(%x13: i32):
  %c13 = arith.constant 6 : i32
  %y13 = arith.muli %x13, %c13 : i32
  cf.cond_br %c, ^b14(%y13 : i32), ^b14(%x13 : i32)
^b14(%x14: i32):
  %c14 = arith.constant 0 : i32
  %y14 = arith.muli %x14, %c14 : i32
  cf.cond_br %c, ^b15(%y14 : i32), ^b15(%x14 : i32)
^b15(%x15: i32):
  %c15 = arith.constant 1 : i32
  %y15 = arith.muli %x15, %c15 : i32
  cf.cond_br %c, ^b16(%y15 : i32), ^b16(%x15 : i32)
^b16(%x16: i32):
  %c16 = arith.constant 2 : i32
  %y16 = arith.muli %x16, %c16 : i32
  cf.cond_br %c, ^b17(%y16 : i32), ^b17(%x16 : i32)
^b17(%x17: i32):
  %c17 = arith.constant 3 : i32
  %y17 = arith.muli %x17, %c17 : i32
  cf.cond_br %c, ^b18(%y17 : i32), ^b18(%x17 : i32)
^b18(%x18: i32):
  %c18 = arith.constant 4 : i32
  %y18 = arith.muli %x18, %c18 : i32
  cf.cond_br %c, ^b19(%y18 : i32), ^b19(%x18 : i32)
^b19(%x19: i32):
  %c19 = arith.constant 5 : i32
  %y19 = arith.muli %x19, %c19 : i32
  cf.cond_br %c, ^b20(%y19 : i32), ^b20(%x19 : i32)
^b20(%x20: i32):
  %c20 = arith.constant 6 : i32
  %y20 = arith.muli %x20, %c20 : i32
  cf.cond_br %c, ^b21(%y20 : i32), ^b21(%x20 : i32)
^b21(%x21: i32):
  %c21 = arith.constant 0 : i32
  %y21 = arith.muli %x21, %c21 : i32
  cf.cond_br %c, ^b22(%y21 : i32), ^b22(%x21 : i32)
^b22(%x22: i32):
  %c22 = arith.constant 1 : i32
  %y22 = arith.muli %x22, %c22 : i32
  cf.cond_br %c, ^b23(%y22 : i32), ^b23(%x22 : i32)
^b23(%x23: i32):
  %c23 = arith.constant 2 : i32
  %y23 = arith.muli %x23, %c23 : i32
  cf.cond_br %c, ^b24(%y23 : i32), ^b24(%x23 : i32)
^b24(%x24: i32):
  %c24 = arith.constant 3 : i32
  %y24 = arith.muli %x24, %c24 : i32
  cf.cond_br %c, ^b25(%y24 : i32), ^b25(%x24 : i32)
^b25(%x25: i32):
  %c25 = arith.constant 4 : i32
  %y25 = arith.muli %x25, %c25 : i32
  cf.cond_br %c, ^b26(%y25 : i32), ^b26(%x25 : i32)
^b26(%x26: i32):
  %c26 = arith.constant 5 : i32
  %y26 = arith.muli %x26, %c26 : i32
  cf.cond_br %c, ^b27(%y26 : i32), ^b27(%x26 : i32)
^b27(%x27: i32):
  %c27 = arith.constant 6 : i32
  %y27 = arith.muli %x27, %c27 : i32
  cf.cond_br %c, ^b28(%y27 : i32), ^b28(%x27 : i32)
^b28(%x28: i32):
  %c28 = arith.constant 0 : i32
  %y28 = arith.muli %x28, %c28 : i32
  cf.cond_br %c, ^b29(%y28 : i32), ^b29(%x28 : i32)
^b29(%x29: i32):
  %c29 = arith.constant 1 : i32
  %y29 = arith.muli %x29, %c29 : i32
  cf.cond_br %c, ^b30(%y29 : i32), ^b30(%x29 : i32)
^b30(%x30: i32):
  %c30 = arith.constant 2 : i32
  %y30 = arith.muli %x30, %c30 : i32
  cf.cond_br %c, ^b31(%y30 : i32), ^b31(%x30 : i32)
^b31(%x31: i32):
  %c31 = arith.constant 3 : i32
  %y31 = arith.muli %x31, %c31 : i32
  cf.cond_br %c, ^b32(%y31 : i32), ^b32(%x31 : i32)
^b32(%x32: i32):
  %c32 = arith.constant 4 : i32
  %y32 = arith.muli %x32, %c32 : i32
  cf.cond_br %c, ^b33(%y32 : i32), ^b33(%x32 : i32)
^b33(%x33: i32):
  %c33 = arith.constant 5 : i32
  %y33 = arith.muli %x33, %c33 : i32
  cf.cond_br %c, ^b34(%y33 : i32), ^b34(%x33 : i32)
^b34(%x34: i32):
  %c34 = arith.constant 6 : i32
  %y34 = arith.muli %x34, %c34 : i32
  cf.cond_br %c, ^b35(%y34 : i32), ^b35(%x34 : i32)
^b35(%x35: i32):
  %c35 = arith.constant 0 : i32
  %y35 = arith.muli %x35, %c35 : i32
  cf.cond_br %c, ^b36(%y35 : i32), ^b36(%x35 : i32)
^b36(%x36: i32):
  %c36 = arith.constant 1 : i32
  %y36 = arith.muli %x36, %c36 : i32
  cf.cond_br %c, ^b37(%y36 : i32), ^b37(%x36 : i32)
^b37(%x37: i32):
  %c37 = arith.constant 2 : i32
  %y37 = arith.muli %x37, %c37 : i32
  cf.cond_br %c, ^b38(%y37 : i32), ^b38(%x37 : i32)
^b38(%x38: i32):
  %c38 = arith.constant 3 : i32
  %y38 = arith.muli %x38, %c38 : i32
  cf.cond_br %c, ^b39(%y38 : i32), ^b39(%x38 : i32)
^b39(%x39: i32):
  %c39 = arith.constant 4 : i32
  %y39 = arith.muli %x39, %c39 : i32
  cf.cond_br %c, ^b40(%y39 : i32), ^b40(%x39 : i32)
^b40(%x40: i32):
  %c40 = arith.constant 5 : i32
  %y40 = arith.muli %x40, %c40 : i32
  cf.cond_br %c, ^b41(%y40 : i32), ^b41(%x40 : i32)
^b41(%x41: i32):
  %c41 = arith.constant 6 : i32
  %y41 = arith.muli %x41, %c41 : i32
  cf.cond_br %c, ^b42(%y41 : i32), ^b42(%x41 : i32)
^b42(%x42: i32):
  %c42 = arith.constant 0 : i32
  %y42 = arith.muli %x42, %c42 : i32
  cf.cond_br %c, ^b43(%y42 : i32), ^b43(%x42 : i32)
^b43(%x43: i32):
  %c43 = arith.constant 1 : i32
  %y43 = arith.muli %x43, %c43 : i32
  cf.cond_br %c, ^b44(%y43 : i32), ^b44(%x43 : i32)
^b44(%x44: i32):
  %c44 = arith.constant 2 : i32
  %y44 = arith.muli %x44, %c44 : i32
  cf.cond_br %c, ^b45(%y44 : i32), ^b45(%x44 : i32)
^b45(%x45: i32):
  %c45 = arith.constant 3 : i32
  %y45 = arith.muli %x45, %c45 : i32
  cf.cond_br %c, ^b46(%y45 : i32), ^b46(%x45 : i32)
^b46(%x46: i32):
  %c46 = arith.constant 4 : i32
  %y46 = arith.muli %x46, %c46 : i32
  cf.cond_br %c, ^b47(%y46 : i32), ^b47(%x46 : i32)
^b47(%x47: i32):
  %c47 = arith.constant 5 : i32
  %y47 = arith.muli %x47, %c47 : i32
  cf.cond_br %c, ^b48(%y47 : i32), ^b48(%x47 : i32)
^b48(%x48: i32):
  %c48 = arith.constant 6 : i32
  %y48 = arith.muli %x48, %c48 : i32
  cf.cond_br %c, ^b49(%y48 : i32), ^b49(%x48 : i32)
^b49(%x49: i32):
  %c49 = arith.constant 0 : i32
  %y49 = arith.muli %x49, %c49 : i32
  cf.cond_br %c, ^b50(%y49 : i32), ^b50(%x49 : i32)
^b50(%x50: i32):
  %c50 = arith.constant 1 : i32
  %y50 = arith.muli %x50, %c50 : i32
  cf.cond_br %c, ^b51(%y50 : i32), ^b51(%x50 : i32)
^b51(%x51: i32):
  %c51 = arith.constant 2 : i32
  %y51 = arith.muli %x51, %c51 : i32
  cf.cond_br %c, ^b52(%y51 : i32), ^b52(%x51 : i32)
^b52(%x52: i32):
  %c52 = arith.constant 3 : i32
  %y52 = arith.muli %x52, %c52 : i32
  cf.cond_br %c, ^b53(%y52 : i32), ^b53(%x52 : i32)
^b53(%x53: i32):
  %c53 = arith.constant 4 : i32
  %y53 = arith.muli %x53, %c53 : i32
  cf.cond_br %c, ^b54(%y53 : i32), ^b54(%x53 : i32)
^b54(%x54: i32):
  %c54 = arith.constant 5 : i32
  %y54 = arith.muli %x54, %c54 : i32
  cf.cond_br %c, ^b55(%y54 : i32), ^b55(%x54 : i32)
^b55(%x55: i32):
  %c55 = arith.constant 6 : i32
  %y55 = arith.muli %x55, %c55 : i32
  cf.cond_br %c, ^b56(%y55 : i32), ^b56(%x55 : i32)
^b56(%x56: i32):
  %c56 = arith.constant 0 : i32
  %y56 = arith.muli %x56, %c56 : i32
  cf.cond_br %c, ^b57(%y56 : i32), ^b57(%x56 : i32)
^b57(%x57: i32):
  %c57 = arith.constant 1 : i32
  %y57 = arith.muli %x57, %c57 : i32
  cf.cond_br %c, ^b58(%y57 : i32), ^b58(%x57 : i32)
^b58(%x58: i32):
  %c58 = arith.constant 2 : i32
  %y58 = arith.muli %x58, %c58 : i32
  cf.cond_br %c, ^b59(%y58 : i32), ^b59(%x58 : i32)
^b59(%x59: i32):
  %c59 = arith.constant 3 : i32
  %y59 = arith.muli %x59, %c59 : i32
  cf.cond_br %c, ^b60(%y59 : i32), ^b60(%x59 : i32)
^b60(%x60: i32):
  %c60 = arith.constant 4 : i32
  %y60 = arith.muli %x60, %c60 : i32
  cf.cond_br %c, ^b61(%y60 : i32), ^b61(%x60 : i32)
^b61(%x61: i32):
  %c61 = arith.constant 5 : i32
  %y61 = arith.muli %x61, %c61 : i32
  cf.cond_br %c, ^b62(%y61 : i32), ^b62(%x61 : i32)
^b62(%x62: i32):
  %c62 = arith.constant 6 : i32
  %y62 = arith.muli %x62, %c62 : i32
  cf.cond_br %c, ^b63(%y62 : i32), ^b63(%x62 : i32)
^b63(%x63: i32):
  %c63 = arith.constant 0 : i32
  %y63 = arith.muli %x63, %c63 : i32
  cf.cond_br %c, ^b64(%y63 : i32), ^b64(%x63 : i32)
^b64(%x64: i32):
  %c64 = arith.constant 1 : i32
  %y64 = arith.muli %x64, %c64 : i32
  cf.cond_br %c, ^b65(%y64 : i32), ^b65(%x64 : i32)
^b65(%x65: i32):
  %c65 = arith.constant 2 : i32
  %y65 = arith.muli %x65, %c65 : i32
  cf.cond_br %c, ^b66(%y65 : i32), ^b66(%x65 : i32)
^b66(%x66: i32):
  %c66 = arith.constant 3 : i32
  %y66 = arith.muli %x66, %c66 : i32
  cf.cond_br %c, ^b67(%y66 : i32), ^b67(%x66 : i32)
^b67(%x67: i32):
  %c67 = arith.constant 4 : i32
  %y67 = arith.muli %x67, %c67 : i32
  cf.cond_br %c, ^b68(%y67 : i32), ^b68(%x67 : i32)
^b68(%x68: i32):
  %c68 = arith.constant 5 : i32
  %y68 = arith.muli %x68, %c68 : i32
  cf.cond_br %c, ^b69(%y68 : i32), ^b69(%x68 : i32)
^b69(%x69: i32):
  %c69 = arith.constant 6 : i32
  %y69 = arith.muli %x69, %c69 : i32
  cf.cond_br %c, ^b70(%y69 : i32), ^b70(%x69 : i32)
^b70(%x70: i32):
  %c70 = arith.constant 0 : i32
  %y70 = arith.muli %x70, %c70 : i32
  cf.cond_br %c, ^b71(%y70 : i32), ^b71(%x70 : i32)
^b71(%x71: i32):
  %c71 = arith.constant 1 : i32
  %y71 = arith.muli %x71, %c71 : i32
  cf.cond_br %c, ^b72(%y71 : i32), ^b72(%x71 : i32)
^b72(%x72: i32):
  %c72 = arith.constant 2 : i32
  %y72 = arith.muli %x72, %c72 : i32
  cf.cond_br %c, ^b73(%y72 : i32), ^b73(%x72 : i32)
^b73(%x73: i32):
  %c73 = arith.constant 3 : i32
  %y73 = arith.muli %x73, %c73 : i32
  cf.cond_br %c, ^b74(%y73 : i32), ^b74(%x73 : i32)
^b74(%x74: i32):
  %c74 = arith.constant 4 : i32
  %y74 = arith.muli %x74, %c74 : i32
  cf.cond_br %c, ^b75(%y74 : i32), ^b75(%x74 : i32)
^b75(%x75: i32):
  %c75 = arith.constant 5 : i32
  %y75 = arith.muli %x75, %c75 : i32
  cf.cond_br %c, ^b76(%y75 : i32), ^b76(%x75 : i32)
^b76(%x76: i32):
  %c76 = arith.constant 6 : i32
  %y76 = arith.muli %x76, %c76 : i32
  cf.cond_br %c, ^b77(%y76 : i32), ^b77(%x76 : i32)
^b77(%x77: i32):
  %c77 = arith.constant 0 : i32
  %y77 = arith.muli %x77, %c77 : i32
  cf.cond_br %c, ^b78(%y77 : i32), ^b78(%x77 : i32)
^b78(%x78: i32):
  %c78 = arith.constant 1 : i32
  %y78 = arith.muli %x78, %c78 : i32
  cf.cond_br %c, ^b79(%y78 : i32), ^b79(%x78 : i32)
^b79(%x79: i32):
  %c79 = arith.constant 2 : i32
  %y79 = arith.muli %x79, %c79 : i32
  cf.cond_br %c, ^b80(%y79 : i32), ^b80(%x79 : i32)
^b80(%x80: i32):
  %c80 = arith.constant 3 : i32
  %y80 = arith.muli %x80, %c80 : i32
  cf.cond_br %c, ^b81(%y80 : i32), ^b81(%x80 : i32)
^b81(%x81: i32):
  %c81 = arith.constant 4 : i32
  %y81 = arith.muli %x81, %c81 : i32
  cf.cond_br %c, ^b82(%y81 : i32), ^b82(%x81 : i32)
^b82(%x82: i32):
  %c82 = arith.constant 5 : i32
  %y82 = arith.muli %x82, %c82 : i32
  cf.cond_br %c, ^b83(%y82 : i32), ^b83(%x82 : i32)
^b83(%x83: i32):
  %c83 = arith.constant 6 : i32
  %y83 = arith.muli %x83, %c83 : i32
  cf.cond_br %c, ^b84(%y83 : i32), ^b84(%x83 : i32)
^b84(%x84: i32):
  %c84 = arith.constant 0 : i32
  %y84 = arith.muli %x84, %c84 : i32
  cf.cond_br %c, ^b85(%y84 : i32), ^b85(%x84 : i32)
^b85(%x85: i32):
  %c85 = arith.constant 1 : i32
  %y85 = arith.muli %x85, %c85 : i32
  cf.cond_br %c, ^b86(%y85 : i32), ^b86(%x85 : i32)
^b86(%x86: i32):
  %c86 = arith.constant 2 : i32
  %y86 = arith.muli %x86, %c86 : i32
  cf.cond_br %c, ^b87(%y86 : i32), ^b87(%x86 : i32)
^b87(%x87: i32):
  %c87 = arith.constant 3 : i32
  %y87 = arith.muli %x87, %c87 : i32
  cf.cond_br %c, ^b88(%y87 : i32), ^b88(%x87 : i32)
^b88(%x88: i32):
  %c88 = arith.constant 4 : i32
  %y88 = arith.muli %x88, %c88 : i32
  cf.cond_br %c, ^b89(%y88 : i32), ^b89(%x88 : i32)
^b89(%x89: i32):
  %c89 = arith.constant 5 : i32
  %y89 = arith.muli %x89, %c89 : i32
  cf.cond_br %c, ^b90(%y89 : i32), ^b90(%x89 : i32)
^b90(%x90: i32):
  %c90 = arith.constant 6 : i32
  %y90 = arith.muli %x90, %c90 : i32
  cf.cond_br %c, ^b91(%y90 : i32), ^b91(%x90 : i32)
^b91(%x91: i32):
  %c91 = arith.constant 0 : i32
  %y91 = arith.muli %x91, %c91 : i32
  cf.cond_br %c, ^b92(%y91 : i32), ^b92(%x91 : i32)
^b92(%x92: i32):
  %c92 = arith.constant 1 : i32
  %y92 = arith.muli %x92, %c92 : i32
  cf.cond_br %c, ^b93(%y92 : i32), ^b93(%x92 : i32)
^b93(%x93: i32):
  %c93 = arith.constant 2 : i32
  %y93 = arith.muli %x93, %c93 : i32
  cf.cond_br %c, ^b94(%y93 : i32), ^b94(%x93 : i32)
^b94(%x94: i32):
  %c94 = arith.constant 3 : i32
  %y94 = arith.muli %x94, %c94 : i32
  cf.cond_br %c, ^b95(%y94 : i32), ^b95(%x94 : i32)
^b95(%x95: i32):
  %c95 = arith.constant 4 : i32
  %y95 = arith.muli %x95, %c95 : i32
  cf.cond_br %c, ^b96(%y95 : i32), ^b96(%x95 : i32)
^b96(%x96: i32):
  %c96 = arith.constant 5 : i32
  %y96 = arith.muli %x96, %c96 : i32
  cf.cond_br %c, ^b97(%y96 : i32), ^b97(%x96 : i32)
^b97(%x97: i32):
  %c97 = arith.constant 6 : i32
  %y97 = arith.muli %x97, %c97 : i32
  cf.cond_br %c, ^b98(%y97 : i32), ^b98(%x97 : i32)
^b98(%x98: i32):
  %c98 = arith.constant 0 : i32
  %y98 = arith.muli %x98, %c98 : i32
  cf.cond_br %c, ^b99(%y98 : i32), ^b99(%x98 : i32)
^b99(%x99: i32):
  %c99 = arith.constant 1 : i32
  %y99 = arith.muli %x99, %c99 : i32
  cf.cond_br %c, ^b100(%y99 : i32), ^b100(%x99 : i32)
^b100(%x100: i32):
  %c100 = arith.constant 2 : i32
  %y100 = arith.muli %x100, %c100 : i32
  cf.cond_br %c, ^b101(%y100 : i32), ^b101(%x100 : i32)
^b101(%x101: i32):
  %c101 = arith.constant 3 : i32
  %y101 = arith.muli %x101, %c101 : i32
  cf.cond_br %c, ^b102(%y101 : i32), ^b102(%x101 : i32)
^b102(%x102: i32):
  %c102 = arith.constant 4 : i32
  %y102 = arith.muli %x102, %c102 : i32
  cf.cond_br %c, ^b103(%y102 : i32), ^b103(%x102 : i32)
^b103(%x103: i32):
  %c103 = arith.constant 5 : i32
  %y103 = arith.muli %x103, %c103 : i32
  cf.cond_br %c, ^b104(%y103 : i32), ^b104(%x103 : i32)
^b104(%x104: i32):
  %c104 = arith.constant 6 : i32
  %y104 = arith.muli %x104, %c104 : i32
  cf.cond_br %c, ^b105(%y104 : i32), ^b105(%x104 : i32)
^b105(%x105: i32):
  %c105 = arith.constant 0 : i32
  %y105 = arith.muli %x105, %c105 : i32
  cf.cond_br %c, ^b106(%y105 : i32), ^b106(%x105 : i32)
^b106(%x106: i32):
  %c106 = arith.constant 1 : i32
  %y106 = arith.muli %x106, %c106 : i32
  cf.cond_br %c, ^b107(%y106 : i32), ^b107(%x106 : i32)
^b107(%x107: i32):
  %c107 = arith.constant 2 : i32
  %y107 = arith.muli %x107, %c107 : i32
  cf.cond_br %c, ^b108(%y107 : i32), ^b108(%x107 : i32)
^b108(%x108: i32):
  %c108 = arith.constant 3 : i32
  %y108 = arith.muli %x108, %c108 : i32
  cf.cond_br %c, ^b109(%y108 : i32), ^b109(%x108 : i32)
^b109(%x109: i32):
  %c109 = arith.constant 4 : i32
  %y109 = arith.muli %x109, %c109 : i32
  cf.cond_br %c, ^b110(%y109 : i32), ^b110(%x109 : i32)
^b110(%x110: i32):
  %c110 = arith.constant 5 : i32
  %y110 = arith.muli %x110, %c110 : i32
  cf.cond_br %c, ^b111(%y110 : i32), ^b111(%x110 : i32)
^b111(%x111: i32):
  %c111 = arith.constant 6 : i32
  %y111 = arith.muli %x111, %c111 : i32
  cf.cond_br %c, ^b112(%y111 : i32), ^b112(%x111 : i32)
^b112(%x112: i32):
  %c112 = arith.constant 0 : i32
  %y112 = arith.muli %x112, %c112 : i32
  cf.cond_br %c, ^b113(%y112 : i32), ^b113(%x112 : i32)
^b113(%x113: i32):
  %c113 = arith.constant 1 : i32
  %y113 = arith.muli %x113, %c113 : i32
  cf.cond_br %c, ^b114(%y113 : i32), ^b114(%x113 : i32)
^b114(%x114: i32):
  %c114 = arith.constant 2 : i32
  %y114 = arith.muli %x114, %c114 : i32
  cf.cond_br %c, ^b115(%y114 : i32), ^b115(%x114 : i32)
^b115(%x115: i32):
  %c115 = arith.constant 3 : i32
  %y115 = arith.muli %x115, %c115 : i32
  cf.cond_br %c, ^b116(%y115 : i32), ^b116(%x115 : i32)
^b116(%x116: i32):
  %c116 = arith.constant 4 : i32
  %y116 = arith.muli %x116, %c116 : i32
  cf.cond_br %c, ^b117(%y116 : i32), ^b117(%x116 : i32)
^b117(%x117: i32):
  %c117 = arith.constant 5 : i32
  %y117 = arith.muli %x117, %c117 : i32
  cf.cond_br %c, ^b118(%y117 : i32), ^b118(%x117 : i32)
^b118(%x118: i32):
  %c118 = arith.constant 6 : i32
  %y118 = arith.muli %x118, %c118 : i32
  cf.cond_br %c, ^b119(%y118 : i32), ^b119(%x118 : i32)
^b119(%x119: i32):
  %c119 = arith.constant 0 : i32
  %y119 = arith.muli %x119, %c119 : i32
  cf.cond_br %c, ^b120(%y119 : i32), ^b120(%x119 : i32)
^b120(%x120: i32):
  %c120 = arith.constant 1 : i32
  %y120 = arith.muli %x120, %c120 : i32
  cf.cond_br %c, ^b121(%y120 : i32), ^b121(%x120 : i32)
^b121(%x121: i32):
  %c121 = arith.constant 2 : i32
  %y121 = arith.muli %x121, %c121 : i32
  cf.cond_br %c, ^b122(%y121 : i32), ^b122(%x121 : i32)
^b122(%x122: i32):
  %c122 = arith.constant 3 : i32
  %y122 = arith.muli %x122, %c122 : i32
  cf.cond_br %c, ^b123(%y122 : i32), ^b123(%x122 : i32)
^b123(%x123: i32):
  %c123 = arith.constant 4 : i32
  %y123 = arith.muli %x123, %c123 : i32
  cf.cond_br %c, ^b124(%y123 : i32), ^b124(%x123 : i32)
^b124(%x124: i32):
  %c124 = arith.constant 5 : i32
  %y124 = arith.muli %x124, %c124 : i32
  cf.cond_br %c, ^b125(%y124 : i32), ^b125(%x124 : i32)
^b125(%x125: i32):
  %c125 = arith.constant 6 : i32
  %y125 = arith.muli %x125, %c125 : i32
  cf.cond_br %c, ^b126(%y125 : i32), ^b126(%x125 : i32)
^b126(%x126: i32):
  %c126 = arith.constant 0 : i32
  %y126 = arith.muli %x126, %c126 : i32
  cf.cond_br %c, ^b127(%y126 : i32), ^b127(%x126 : i32)
^b127(%x127: i32):
  %c127 = arith.constant 1 : i32
  %y127 = arith.muli %x127, %c127 : i32
  cf.cond_br %c, ^b128(%y127 : i32), ^b128(%x127 : i32)
^b128(%x128: i32):
  %c128 = arith.constant 2 : i32
  %y128 = arith.muli %x128, %c128 : i32
  cf.cond_br %c, ^b129(%y128 : i32), ^b129(%x128 : i32)
^b129(%x129: i32):
  %c129 = arith.constant 3 : i32
  %y129 = arith.muli %x129, %c129 : i32
  cf.cond_br %c, ^b130(%y129 : i32), ^b130(%x129 : i32)
^b130(%x130: i32):
  %c130 = arith.constant 4 : i32
  %y130 = arith.muli %x130, %c130 : i32
  cf.cond_br %c, ^b131(%y130 : i32), ^b131(%x130 : i32)
^b131(%x131: i32):
  %c131 = arith.constant 5 : i32
  %y131 = arith.muli %x131, %c131 : i32
  cf.cond_br %c, ^b132(%y131 : i32), ^b132(%x131 : i32)
^b132(%x132: i32):
  %c132 = arith.constant 6 : i32
  %y132 = arith.muli %x132, %c132 : i32
  cf.cond_br %c, ^b133(%y132 : i32), ^b133(%x132 : i32)
^b133(%x133: i32):
  %c133 = arith.constant 0 : i32
  %y133 = arith.muli %x133, %c133 : i32
  cf.cond_br %c, ^b134(%y133 : i32), ^b134(%x133 : i32)
^b134(%x134: i32):
  %c134 = arith.constant 1 : i32
  %y134 = arith.muli %x134, %c134 : i32
  cf.cond_br %c, ^b135(%y134 : i32), ^b135(%x134 : i32)
^b135(%x135: i32):
  %c135 = arith.constant 2 : i32
  %y135 = arith.muli %x135, %c135 : i32
  cf.cond_br %c, ^b136(%y135 : i32), ^b136(%x135 : i32)
^b136(%x136: i32):
  %c136 = arith.constant 3 : i32
  %y136 = arith.muli %x136, %c136 : i32
  cf.cond_br %c, ^b137(%y136 : i32), ^b137(%x136 : i32)
^b137(%x137: i32):
  %c137 = arith.constant 4 : i32
  %y137 = arith.muli %x137, %c137 : i32
  cf.cond_br %c, ^b138(%y137 : i32), ^b138(%x137 : i32)
^b138(%x138: i32):
  %c138 = arith.constant 5 : i32
  %y138 = arith.muli %x138, %c138 : i32
  cf.cond_br %c, ^b139(%y138 : i32), ^b139(%x138 : i32)
^b139(%x139: i32):
  %c139 = arith.constant 6 : i32
  %y139 = arith.muli %x139, %c139 : i32
  cf.cond_br %c, ^b140(%y139 : i32), ^b140(%x139 : i32)
^b140(%x140: i32):
  %c140 = arith.constant 0 : i32
  %y140 = arith.muli %x140, %c140 : i32
  cf.cond_br %c, ^b141(%y140 : i32), ^b141(%x140 : i32)
^b141(%x141: i32):
  %c141 = arith.constant 1 : i32
  %y141 = arith.muli %x141, %c141 : i32
  cf.cond_br %c, ^b142(%y141 : i32), ^b142(%x141 : i32)
^b142(%x142: i32):
  %c142 = arith.constant 2 : i32
  %y142 = arith.muli %x142, %c142 : i32
  cf.cond_br %c, ^b143(%y142 : i32), ^b143(%x142 : i32)
^b143(%x143: i32):
  %c143 = arith.constant 3 : i32
  %y143 = arith.muli %x143, %c143 : i32
  cf.cond_br %c, ^b144(%y143 : i32), ^b144(%x143 : i32)
^b144(%x144: i32):
  %c144 = arith.constant 4 : i32
  %y144 = arith.muli %x144, %c144 : i32
  cf.cond_br %c, ^b145(%y144 : i32), ^b145(%x144 : i32)
^b145(%x145: i32):
  %c145 = arith.constant 5 : i32
  %y145 = arith.muli %x145, %c145 : i32
  cf.cond_br %c, ^b146(%y145 : i32), ^b146(%x145 : i32)
^b146(%x146: i32):
  %c146 = arith.constant 6 : i32
  %y146 = arith.muli %x146, %c146 : i32
  cf.cond_br %c, ^b147(%y146 : i32), ^b147(%x146 : i32)
^b147(%x147: i32):
  %c147 = arith.constant 0 : i32
  %y147 = arith.muli %x147, %c147 : i32
  cf.cond_br %c, ^b148(%y147 : i32), ^b148(%x147 : i32)
^b148(%x148: i32):
  %c148 = arith.constant 1 : i32
  %y148 = arith.muli %x148, %c148 : i32
  cf.cond_br %c, ^b149(%y148 : i32), ^b149(%x148 : i32)
^b149(%x149: i32):
  %c149 = arith.constant 2 : i32
  %y149 = arith.muli %x149, %c149 : i32
  cf.cond_br %c, ^b150(%y149 : i32), ^b150(%x149 : i32)
^b150(%x150: i32):
  %c150 = arith.constant 3 : i32
  %y150 = arith.muli %x150, %c150 : i32
  cf.cond_br %c, ^b151(%y150 : i32), ^b151(%x150 : i32)
^b151(%x151: i32):
  %c151 = arith.constant 4 : i32
  %y151 = arith.muli %x151, %c151 : i32
  cf.cond_br %c, ^b152(%y151 : i32), ^b152(%x151 : i32)
^b152(%x152: i32):
  %c152 = arith.constant 5 : i32
  %y152 = arith.muli %x152, %c152 : i32
  cf.cond_br %c, ^b153(%y152 : i32), ^b153(%x152 : i32)
^b153(%x153: i32):
  %c153 = arith.constant 6 : i32
  %y153 = arith.muli %x153, %c153 : i32
  cf.cond_br %c, ^b154(%y153 : i32), ^b154(%x153 : i32)
^b154(%x154: i32):
  %c154 = arith.constant 0 : i32
  %y154 = arith.muli %x154, %c154 : i32
  cf.cond_br %c, ^b155(%y154 : i32), ^b155(%x154 : i32)
^b155(%x155: i32):
  %c155 = arith.constant 1 : i32
  %y155 = arith.muli %x155, %c155 : i32
  cf.cond_br %c, ^b156(%y155 : i32), ^b156(%x155 : i32)
^b156(%x156: i32):
  %c156 = arith.constant 2 : i32
  %y156 = arith.muli %x156, %c156 : i32
  cf.cond_br %c, ^b157(%y156 : i32), ^b157(%x156 : i32)
^b157(%x157: i32):
  %c157 = arith.constant 3 : i32
  %y157 = arith.muli %x157, %c157 : i32
  cf.cond_br %c, ^b158(%y157 : i32), ^b158(%x157 : i32)
^b158(%x158: i32):
  %c158 = arith.constant 4 : i32
  %y158 = arith.muli %x158, %c158 : i32
  cf.cond_br %c, ^b159(%y158 : i32), ^b159(%x158 : i32)
^b159(%x159: i32):
  %c159 = arith.constant 5 : i32
  %y159 = arith.muli %x159, %c159 : i32
  cf.cond_br %c, ^b160(%y159 : i32), ^b160(%x159 : i32)
^b160(%x160: i32):
  %c160 = arith.constant 6 : i32
  %y160 = arith.muli %x160, %c160 : i32
  cf.cond_br %c, ^b161(%y160 : i32), ^b161(%x160 : i32)
^b161(%x161: i32):
  %c161 = arith.constant 0 : i32
  %y161 = arith.muli %x161, %c161 : i32
  cf.cond_br %c, ^b162(%y161 : i32), ^b162(%x161 : i32)
^b162(%x162: i32):
  %c162 = arith.constant 1 : i32
  %y162 = arith.muli %x162, %c162 : i32
  cf.cond_br %c, ^b163(%y162 : i32), ^b163(%x162 : i32)
^b163(%x163: i32):
  %c163 = arith.constant 2 : i32
  %y163 = arith.muli %x163, %c163 : i32
  cf.cond_br %c, ^b164(%y163 : i32), ^b164(%x163 : i32)
^b164(%x164: i32):
  %c164 = arith.constant 3 : i32
  %y164 = arith.muli %x164, %c164 : i32
  cf.cond_br %c, ^b165(%y164 : i32), ^b165(%x164 : i32)
^b165(%x165: i32):
  %c165 = arith.constant 4 : i32
  %y165 = arith.muli %x165, %c165 : i32
  cf.cond_br %c, ^b166(%y165 : i32), ^b166(%x165 : i32)
^b166(%x166: i32):
  %c166 = arith.constant 5 : i32
  %y166 = arith.muli %x166, %c166 : i32
  cf.cond_br %c, ^b167(%y166 : i32), ^b167(%x166 : i32)
^b167(%x167: i32):
  %c167 = arith.constant 6 : i32
  %y167 = arith.muli %x167, %c167 : i32
  cf.cond_br %c, ^b168(%y167 : i32), ^b168(%x167 : i32)
^b168(%x168: i32):
  %c168 = arith.constant 0 : i32
  %y168 = arith.muli %x168, %c168 : i32
  cf.cond_br %c, ^b169(%y168 : i32), ^b169(%x168 : i32)
^b169(%x169: i32):
  %c169 = arith.constant 1 : i32
  %y169 = arith.muli %x169, %c169 : i32
  cf.cond_br %c, ^b170(%y169 : i32), ^b170(%x169 : i32)
^b170(%x170: i32):
  %c170 = arith.constant 2 : i32
  %y170 = arith.muli %x170, %c170 : i32
  cf.cond_br %c, ^b171(%y170 : i32), ^b171(%x170 : i32)
^b171(%x171: i32):
  %c171 = arith.constant 3 : i32
  %y171 = arith.muli %x171, %c171 : i32
  cf.cond_br %c, ^b172(%y171 : i32), ^b172(%x171 : i32)
^b172(%x172: i32):
  %c172 = arith.constant 4 : i32
  %y172 = arith.muli %x172, %c172 : i32
  cf.cond_br %c, ^b173(%y172 : i32), ^b173(%x172 : i32)
^b173(%x173: i32):
  %c173 = arith.constant 5 : i32
  %y173 = arith.muli %x173, %c173 : i32
  cf.cond_br %c, ^b174(%y173 : i32), ^b174(%x173 : i32)
^b174(%x174: i32):
  %c174 = arith.constant 6 : i32
  %y174 = arith.muli %x174, %c174 : i32
  cf.cond_br %c, ^b175(%y174 : i32), ^b175(%x174 : i32)
^b175(%x175: i32):
  %c175 = arith.constant 0 : i32
  %y175 = arith.muli %x175, %c175 : i32
  cf.cond_br %c, ^b176(%y175 : i32), ^b176(%x175 : i32)
^b176(%x176: i32):
  %c176 = arith.constant 1 : i32
  %y176 = arith.muli %x176, %c176 : i32
  cf.cond_br %c, ^b177(%y176 : i32), ^b177(%x176 : i32)
^b177(%x177: i32):
  %c177 = arith.constant 2 : i32
  %y177 = arith.muli %x177, %c177 : i32
  cf.cond_br %c, ^b178(%y177 : i32), ^b178(%x177 : i32)
^b178(%x178: i32):
  %c178 = arith.constant 3 : i32
  %y178 = arith.muli %x178, %c178 : i32
  cf.cond_br %c, ^b179(%y178 : i32), ^b179(%x178 : i32)
^b179(%x179: i32):
  %c179 = arith.constant 4 : i32
  %y179 = arith.muli %x179, %c179 : i32
  cf.cond_br %c, ^b180(%y179 : i32), ^b180(%x179 : i32)
^b180(%x180: i32):
  %c180 = arith.constant 5 : i32
  %y180 = arith.muli %x180, %c180 : i32
  cf.cond_br %c, ^b181(%y180 : i32), ^b181(%x180 : i32)
^b181(%x181: i32):
  %c181 = arith.constant 6 : i32
  %y181 = arith.muli %x181, %c181 : i32
  cf.cond_br %c, ^b182(%y181 : i32), ^b182(%x181 : i32)
^b182(%x182: i32):
  %c182 = arith.constant 0 : i32
  %y182 = arith.muli %x182, %c182 : i32
  cf.cond_br %c, ^b183(%y182 : i32), ^b183(%x182 : i32)
^b183(%x183: i32):
  %c183 = arith.constant 1 : i32
  %y183 = arith.muli %x183, %c183 : i32
  cf.cond_br %c, ^b184(%y183 : i32), ^b184(%x183 : i32)
^b184(%x184: i32):
  %c184 = arith.constant 2 : i32
  %y184 = arith.muli %x184, %c184 : i32
  cf.cond_br %c, ^b185(%y184 : i32), ^b185(%x184 : i32)
^b185(%x185: i32):
  %c185 = arith.constant 3 : i32
  %y185 = arith.muli %x185, %c185 : i32
  cf.cond_br %c, ^b186(%y185 : i32), ^b186(%x185 : i32)
^b186(%x186: i32):
  %c186 = arith.constant 4 : i32
  %y186 = arith.muli %x186, %c186 : i32
  cf.cond_br %c, ^b187(%y186 : i32), ^b187(%x186 : i32)
^b187(%x187: i32):
  %c187 = arith.constant 5 : i32
  %y187 = arith.muli %x187, %c187 : i32
  cf.cond_br %c, ^b188(%y187 : i32), ^b188(%x187 : i32)
^b188(%x188: i32):
  %c188 = arith.constant 6 : i32
  %y188 = arith.muli %x188, %c188 : i32
  cf.cond_br %c, ^b189(%y188 : i32), ^b189(%x188 : i32)
^b189(%x189: i32):
  %c189 = arith.constant 0 : i32
  %y189 = arith.muli %x189, %c189 : i32
  cf.cond_br %c, ^b190(%y189 : i32), ^b190(%x189 : i32)
^b190(%x190: i32):
  %c190 = arith.constant 1 : i32
  %y190 = arith.muli %x190, %c190 : i32
  cf.cond_br %c, ^b191(%y190 : i32), ^b191(%x190 : i32)
^b191(%x191: i32):
  %c191 = arith.constant 2 : i32
  %y191 = arith.muli %x191, %c191 : i32
  cf.cond_br %c, ^b192(%y191 : i32), ^b192(%x191 : i32)
^b192(%x192: i32):
  %c192 = arith.constant 3 : i32
  %y192 = arith.muli %x192, %c192 : i32
  cf.cond_br %c, ^b193(%y192 : i32), ^b193(%x192 : i32)
^b193(%x193: i32):
  %c193 = arith.constant 4 : i32
  %y193 = arith.muli %x193, %c193 : i32
  cf.cond_br %c, ^b194(%y193 : i32), ^b194(%x193 : i32)
^b194(%x194: i32):
  %c194 = arith.constant 5 : i32
  %y194 = arith.muli %x194, %c194 : i32
  cf.cond_br %c, ^b195(%y194 : i32), ^b195(%x194 : i32)
^b195(%x195: i32):
  %c195 = arith.constant 6 : i32
  %y195 = arith.muli %x195, %c195 : i32
  cf.cond_br %c, ^b196(%y195 : i32), ^b196(%x195 : i32)
^b196(%x196: i32):
  %c196 = arith.constant 0 : i32
  %y196 = arith.muli %x196, %c196 : i32
  cf.cond_br %c, ^b197(%y196 : i32), ^b197(%x196 : i32)
^b197(%x197: i32):
  %c197 = arith.constant 1 : i32
  %y197 = arith.muli %x197, %c197 : i32
  cf.cond_br %c, ^b198(%y197 : i32), ^b198(%x197 : i32)
^b198(%x198: i32):
  %c198 = arith.constant 2 : i32
  %y198 = arith.muli %x198, %c198 : i32
  cf.cond_br %c, ^b199(%y198 : i32), ^b199(%x198 : i32)
^b199(%x199: i32):
  %c199 = arith.constant 3 : i32
  %y199 = arith.muli %x199, %c199 : i32
  cf.cond_br %c, ^b200(%y199 : i32), ^b200(%x199 : i32)
^b200(%x200: i32):
  %c200 = arith.constant 4 : i32
  %y200 = arith.muli %x200, %c200 : i32
  cf.cond_br %c, ^b201(%y200 : i32), ^b201(%x200 : i32)
^b201(%x201: i32):
  %c201 = arith.constant 5 : i32
  %y201 = arith.muli %x201, %c201 : i32
  cf.cond_br %c, ^b202(%y201 : i32), ^b202(%x201 : i32)
^b202(%x202: i32):
  %c202 = arith.constant 6 : i32
  %y202 = arith.muli %x202, %c202 : i32
  cf.cond_br %c, ^b203(%y202 : i32), ^b203(%x202 : i32)
^b203(%x203: i32):
  %c203 = arith.constant 0 : i32
  %y203 = arith.muli %x203, %c203 : i32
  cf.cond_br %c, ^b204(%y203 : i32), ^b204(%x203 : i32)
^b204(%x204: i32):
  %c204 = arith.constant 1 : i32
  %y204 = arith.muli %x204, %c204 : i32
  cf.cond_br %c, ^b205(%y204 : i32), ^b205(%x204 : i32)
^b205(%x205: i32):
  %c205 = arith.constant 2 : i32
  %y205 = arith.muli %x205, %c205 : i32
  cf.cond_br %c, ^b206(%y205 : i32), ^b206(%x205 : i32)
^b206(%x206: i32):
  %c206 = arith.constant 3 : i32
  %y206 = arith.muli %x206, %c206 : i32
  cf.cond_br %c, ^b207(%y206 : i32), ^b207(%x206 : i32)
^b207(%x207: i32):
  %c207 = arith.constant 4 : i32
  %y207 = arith.muli %x207, %c207 : i32
  cf.cond_br %c, ^b208(%y207 : i32), ^b208(%x207 : i32)
^b208(%x208: i32):
  %c208 = arith.constant 5 : i32
  %y208 = arith.muli %x208, %c208 : i32
  cf.cond_br %c, ^b209(%y208 : i32), ^b209(%x208 : i32)
^b209(%x209: i32):
  %c209 = arith.constant 6 : i32
  %y209 = arith.muli %x209, %c209 : i32
  cf.cond_br %c, ^b210(%y209 : i32), ^b210(%x209 : i32)
^b210(%x210: i32):
  %c210 = arith.constant 0 : i32
  %y210 = arith.muli %x210, %c210 : i32
  cf.cond_br %c, ^b211(%y210 : i32), ^b211(%x210 : i32)
^b211(%x211: i32):
  %c211 = arith.constant 1 : i32
  %y211 = arith.muli %x211, %c211 : i32
  cf.cond_br %c, ^b212(%y211 : i32), ^b212(%x211 : i32)
^b212(%x212: i32):
  %c212 = arith.constant 2 : i32
  %y212 = arith.muli %x212, %c212 : i32
  cf.cond_br %c, ^b213(%y212 : i32), ^b213(%x212 : i32)
^b213(%x213: i32):
  %c213 = arith.constant 3 : i32
  %y213 = arith.muli %x213, %c213 : i32
  cf.cond_br %c, ^b214(%y213 : i32), ^b214(%x213 : i32)
^b214(%x214: i32):
  %c214 = arith.constant 4 : i32
  %y214 = arith.muli %x214, %c214 : i32
  cf.cond_br %c, ^b215(%y214 : i32), ^b215(%x214 : i32)
^b215(%x215: i32):
  %c215 = arith.constant 5 : i32
  %y215 = arith.muli %x215, %c215 : i32
  cf.cond_br %c, ^b216(%y215 : i32), ^b216(%x215 : i32)
^b216(%x216: i32):
  %c216 = arith.constant 6 : i32
  %y216 = arith.muli %x216, %c216 : i32
  cf.cond_br %c, ^b217(%y216 : i32), ^b217(%x216 : i32)
^b217(%x217: i32):
  %c217 = arith.constant 0 : i32
  %y217 = arith.muli %x217, %c217 : i32
  cf.cond_br %c, ^b218(%y217 : i32), ^b218(%x217 : i32)
^b218(%x218: i32):
  %c218 = arith.constant 1 : i32
  %y218 = arith.muli %x218, %c218 : i32
  cf.cond_br %c, ^b219(%y218 : i32), ^b219(%x218 : i32)
^b219(%x219: i32):
  %c219 = arith.constant 2 : i32
  %y219 = arith.muli %x219, %c219 : i32
  cf.cond_br %c, ^b220(%y219 : i32), ^b220(%x219 : i32)
^b220(%x220: i32):
  %c220 = arith.constant 3 : i32
  %y220 = arith.muli %x220, %c220 : i32
  cf.cond_br %c, ^b221(%y220 : i32), ^b221(%x220 : i32)
^b221(%x221: i32):
  %c221 = arith.constant 4 : i32
  %y221 = arith.muli %x221, %c221 : i32
  cf.cond_br %c, ^b222(%y221 : i32), ^b222(%x221 : i32)
^b222(%x222: i32):
  %c222 = arith.constant 5 : i32
  %y222 = arith.muli %x222, %c222 : i32
  cf.cond_br %c, ^b223(%y222 : i32), ^b223(%x222 : i32)
^b223(%x223: i32):
  %c223 = arith.constant 6 : i32
  %y223 = arith.muli %x223, %c223 : i32
  cf.cond_br %c, ^b224(%y223 : i32), ^b224(%x223 : i32)
^b224(%x224: i32):
  %c224 = arith.constant 0 : i32
  %y224 = arith.muli %x224, %c224 : i32
  cf.cond_br %c, ^b225(%y224 : i32), ^b225(%x224 : i32)
^b225(%x225: i32):
  %c225 = arith.constant 1 : i32
  %y225 = arith.muli %x225, %c225 : i32
  cf.cond_br %c, ^b226(%y225 : i32), ^b226(%x225 : i32)
^b226(%x226: i32):
  %c226 = arith.constant 2 : i32
  %y226 = arith.muli %x226, %c226 : i32
  cf.cond_br %c, ^b227(%y226 : i32), ^b227(%x226 : i32)
^b227(%x227: i32):
  %c227 = arith.constant 3 : i32
  %y227 = arith.muli %x227, %c227 : i32
  cf.cond_br %c, ^b228(%y227 : i32), ^b228(%x227 : i32)
^b228(%x228: i32):
  %c228 = arith.constant 4 : i32
  %y228 = arith.muli %x228, %c228 : i32
  cf.cond_br %c, ^b229(%y228 : i32), ^b229(%x228 : i32)
^b229(%x229: i32):
  %c229 = arith.constant 5 : i32
  %y229 = arith.muli %x229, %c229 : i32
  cf.cond_br %c, ^b230(%y229 : i32), ^b230(%x229 : i32)
^b230(%x230: i32):
  %c230 = arith.constant 6 : i32
  %y230 = arith.muli %x230, %c230 : i32
  cf.cond_br %c, ^b231(%y230 : i32), ^b231(%x230 : i32)
^b231(%x231: i32):
  %c231 = arith.constant 0 : i32
  %y231 = arith.muli %x231, %c231 : i32
  cf.cond_br %c, ^b232(%y231 : i32), ^b232(%x231 : i32)
^b232(%x232: i32):
  %c232 = arith.constant 1 : i32
  %y232 = arith.muli %x232, %c232 : i32
  cf.cond_br %c, ^b233(%y232 : i32), ^b233(%x232 : i32)
^b233(%x233: i32):
  %c233 = arith.constant 2 : i32
  %y233 = arith.muli %x233, %c233 : i32
  cf.cond_br %c, ^b234(%y233 : i32), ^b234(%x233 : i32)
^b234(%x234: i32):
  %c234 = arith.constant 3 : i32
  %y234 = arith.muli %x234, %c234 : i32
  cf.cond_br %c, ^b235(%y234 : i32), ^b235(%x234 : i32)
^b235(%x235: i32):
  %c235 = arith.constant 4 : i32
  %y235 = arith.muli %x235, %c235 : i32
  cf.cond_br %c, ^b236(%y235 : i32), ^b236(%x235 : i32)
^b236(%x236: i32):
  %c236 = arith.constant 5 : i32
  %y236 = arith.muli %x236, %c236 : i32
  cf.cond_br %c, ^b237(%y236 : i32), ^b237(%x236 : i32)
^b237(%x237: i32):
  %c237 = arith.constant 6 : i32
  %y237 = arith.muli %x237, %c237 : i32
  cf.cond_br %c, ^b238(%y237 : i32), ^b238(%x237 : i32)
^b238(%x238: i32):
  %c238 = arith.constant 0 : i32
  %y238 = arith.muli %x238, %c238 : i32
  cf.cond_br %c, ^b239(%y238 : i32), ^b239(%x238 : i32)
^b239(%x239: i32):
  %c239 = arith.constant 1 : i32
  %y239 = arith.muli %x239, %c239 : i32
  cf.cond_br %c, ^b240(%y239 : i32), ^b240(%x239 : i32)
^b240(%x240: i32):
  %c240 = arith.constant 2 : i32
  %y240 = arith.muli %x240, %c240 : i32
  cf.cond_br %c, ^b241(%y240 : i32), ^b241(%x240 : i32)
^b241(%x241: i32):
  %c241 = arith.constant 3 : i32
  %y241 = arith.muli %x241, %c241 : i32
  cf.cond_br %c, ^b242(%y241 : i32), ^b242(%x241 : i32)
^b242(%x242: i32):
  %c242 = arith.constant 4 : i32
  %y242 = arith.muli %x242, %c242 : i32
  cf.cond_br %c, ^b243(%y242 : i32), ^b243(%x242 : i32)
^b243(%x243: i32):
  %c243 = arith.constant 5 : i32
  %y243 = arith.muli %x243, %c243 : i32
  cf.cond_br %c, ^b244(%y243 : i32), ^b244(%x243 : i32)
^b244(%x244: i32):
  %c244 = arith.constant 6 : i32
  %y244 = arith.muli %x244, %c244 : i32
  cf.cond_br %c, ^b245(%y244 : i32), ^b245(%x244 : i32)
^b245(%x245: i32):
  %c245 = arith.constant 0 : i32
  %y245 = arith.muli %x245, %c245 : i32
  cf.cond_br %c, ^b246(%y245 : i32), ^b246(%x245 : i32)
^b246(%x246: i32):
  %c246 = arith.constant 1 : i32
  %y246 = arith.muli %x246, %c246 : i32
  cf.cond_br %c, ^b247(%y246 : i32), ^b247(%x246 : i32)
^b247(%x247: i32):
  %c247 = arith.constant 2 : i32
  %y247 = arith.muli %x247, %c247 : i32
  cf.cond_br %c, ^b248(%y247 : i32), ^b248(%x247 : i32)
^b248(%x248: i32):
  %c248 = arith.constant 3 : i32
  %y248 = arith.muli %x248, %c248 : i32
  cf.cond_br %c, ^b249(%y248 : i32), ^b249(%x248 : i32)
^b249(%x249: i32):
  %c249 = arith.constant 4 : i32
  %y249 = arith.muli %x249, %c249 : i32
  cf.cond_br %c, ^b250(%y249 : i32), ^b250(%x249 : i32)
^b250(%x250: i32):
  %c250 = arith.constant 5 : i32
  %y250 = arith.muli %x250, %c250 : i32
  cf.cond_br %c, ^b251(%y250 : i32), ^b251(%x250 : i32)
^b251(%x251: i32):
  %c251 = arith.constant 6 : i32
  %y251 = arith.muli %x251, %c251 : i32
  cf.cond_br %c, ^b252(%y251 : i32), ^b252(%x251 : i32)
^b252(%x252: i32):
  %c252 = arith.constant 0 : i32
  %y252 = arith.muli %x252, %c252 : i32
  cf.cond_br %c, ^b253(%y252 : i32), ^b253(%x252 : i32)
^b253(%x253: i32):
  %c253 = arith.constant 1 : i32
  %y253 = arith.muli %x253, %c253 : i32
  cf.cond_br %c, ^b254(%y253 : i32), ^b254(%x253 : i32)
^b254(%x254: i32):
  %c254 = arith.constant 2 : i32
  %y254 = arith.muli %x254, %c254 : i32
  cf.cond_br %c, ^b255(%y254 : i32), ^b255(%x254 : i32)
^b255(%x255: i32):
  %c255 = arith.constant 3 : i32
  %y255 = arith.muli %x255, %c255 : i32
  cf.cond_br %c, ^b256(%y255 : i32), ^b256(%x255 : i32)
^b256(%x256: i32):
  %c256 = arith.constant 4 : i32
  %y256 = arith.muli %x256, %c256 : i32
  cf.cond_br %c, ^b257(%y256 : i32), ^b257(%x256 : i32)
^b257(%x257: i32):
  %c257 = arith.constant 5 : i32
  %y257 = arith.muli %x257, %c257 : i32
  cf.cond_br %c, ^b258(%y257 : i32), ^b258(%x257 : i32)
^b258(%x258: i32):
  %c258 = arith.constant 6 : i32
  %y258 = arith.muli %x258, %c258 : i32
  cf.cond_br %c, ^b259(%y258 : i32), ^b259(%x258 : i32)
^b259(%x259: i32):
  %c259 = arith.constant 0 : i32
  %y259 = arith.muli %x259, %c259 : i32
  cf.cond_br %c, ^b260(%y259 : i32), ^b260(%x259 : i32)
^b260(%x260: i32):
  %c260 = arith.constant 1 : i32
  %y260 = arith.muli %x260, %c260 : i32
  cf.cond_br %c, ^b261(%y260 : i32), ^b261(%x260 : i32)
^b261(%x261: i32):
  %c261 = arith.constant 2 : i32
  %y261 = arith.muli %x261, %c261 : i32
  cf.cond_br %c, ^b262(%y261 : i32), ^b262(%x261 : i32)
^b262(%x262: i32):
  %c262 = arith.constant 3 : i32
  %y262 = arith.muli %x262, %c262 : i32
  cf.cond_br %c, ^b263(%y262 : i32), ^b263(%x262 : i32)
^b263(%x263: i32):
  %c263 = arith.constant 4 : i32
  %y263 = arith.muli %x263, %c263 : i32
  cf.cond_br %c, ^b264(%y263 : i32), ^b264(%x263 : i32)
^b264(%x264: i32):
  %c264 = arith.constant 5 : i32
  %y264 = arith.muli %x264, %c264 : i32
  cf.cond_br %c, ^b265(%y264 : i32), ^b265(%x264 : i32)
^b265(%x265: i32):
  %c265 = arith.constant 6 : i32
  %y265 = arith.muli %x265, %c265 : i32
  cf.cond_br %c, ^b266(%y265 : i32), ^b266(%x265 : i32)
^b266(%x266: i32):
  %c266 = arith.constant 0 : i32
  %y266 = arith.muli %x266, %c266 : i32
  cf.cond_br %c, ^b267(%y266 : i32), ^b267(%x266 : i32)
^b267(%x267: i32):
  %c267 = arith.constant 1 : i32
  %y267 = arith.muli %x267, %c267 : i32
  cf.cond_br %c, ^b268(%y267 : i32), ^b268(%x267 : i32)
^b268(%x268: i32):
  %c268 = arith.constant 2 : i32
  %y268 = arith.muli %x268, %c268 : i32
  cf.cond_br %c, ^b269(%y268 : i32), ^b269(%x268 : i32)
^b269(%x269: i32):
  %c269 = arith.constant 3 : i32
  %y269 = arith.muli %x269, %c269 : i32
  cf.cond_br %c, ^b270(%y269 : i32), ^b270(%x269 : i32)
^b270(%x270: i32):
  %c270 = arith.constant 4 : i32
  %y270 = arith.muli %x270, %c270 : i32
  cf.cond_br %c, ^b271(%y270 : i32), ^b271(%x270 : i32)
^b271(%x271: i32):
  %c271 = arith.constant 5 : i32
  %y271 = arith.muli %x271, %c271 : i32
  cf.cond_br %c, ^b272(%y271 : i32), ^b272(%x271 : i32)
^b272(%x272: i32):
  %c272 = arith.constant 6 : i32
  %y272 = arith.muli %x272, %c272 : i32
  cf.cond_br %c, ^b273(%y272 : i32), ^b273(%x272 : i32)
^b273(%x273: i32):
  %c273 = arith.constant 0 : i32
  %y273 = arith.muli %x273, %c273 : i32
  cf.cond_br %c, ^b274(%y273 : i32), ^b274(%x273 : i32)
^b274(%x274: i32):
  %c274 = arith.constant 1 : i32
  %y274 = arith.muli %x274, %c274 : i32
  cf.cond_br %c, ^b275(%y274 : i32), ^b275(%x274 : i32)
^b275(%x275: i32):
  %c275 = arith.constant 2 : i32
  %y275 = arith.muli %x275, %c275 : i32
  cf.cond_br %c, ^b276(%y275 : i32), ^b276(%x275 : i32)
^b276(%x276: i32):
  %c276 = arith.constant 3 : i32
  %y276 = arith.muli %x276, %c276 : i32
  cf.cond_br %c, ^b277(%y276 : i32), ^b277(%x276 : i32)
^b277(%x277: i32):
  %c277 = arith.constant 4 : i32
  %y277 = arith.muli %x277, %c277 : i32
  cf.cond_br %c, ^b278(%y277 : i32), ^b278(%x277 : i32)
^b278(%x278: i32):
  %c278 = arith.constant 5 : i32
  %y278 = arith.muli %x278, %c278 : i32
  cf.cond_br %c, ^b279(%y278 : i32), ^b279(%x278 : i32)
^b279(%x279: i32):
  %c279 = arith.constant 6 : i32
  %y279 = arith.muli %x279, %c279 : i32
  cf.cond_br %c, ^b280(%y279 : i32), ^b280(%x279 : i32)
^b280(%x280: i32):
  %c280 = arith.constant 0 : i32
  %y280 = arith.muli %x280, %c280 : i32
  cf.cond_br %c, ^b281(%y280 : i32), ^b281(%x280 : i32)
^b281(%x281: i32):
  %c281 = arith.constant 1 : i32
  %y281 = arith.muli %x281, %c281 : i32
  cf.cond_br %c, ^b282(%y281 : i32), ^b282(%x281 : i32)
^b282(%x282: i32):
  %c282 = arith.constant 2 : i32
  %y282 = arith.muli %x282, %c282 : i32
  cf.cond_br %c, ^b283(%y282 : i32), ^b283(%x282 : i32)
^b283(%x283: i32):
  %c283 = arith.constant 3 : i32
  %y283 = arith.muli %x283, %c283 : i32
  cf.cond_br %c, ^b284(%y283 : i32), ^b284(%x283 : i32)
^b284(%x284: i32):
  %c284 = arith.constant 4 : i32
  %y284 = arith.muli %x284, %c284 : i32
  cf.cond_br %c, ^b285(%y284 : i32), ^b285(%x284 : i32)
^b285(%x285: i32):
  %c285 = arith.constant 5 : i32
  %y285 = arith.muli %x285, %c285 : i32
  cf.cond_br %c, ^b286(%y285 : i32), ^b286(%x285 : i32)
^b286(%x286: i32):
  %c286 = arith.constant 6 : i32
  %y286 = arith.muli %x286, %c286 : i32
  cf.cond_br %c, ^b287(%y286 : i32), ^b287(%x286 : i32)
^b287(%x287: i32):
  %c287 = arith.constant 0 : i32
  %y287 = arith.muli %x287, %c287 : i32
  cf.cond_br %c, ^b288(%y287 : i32), ^b288(%x287 : i32)
^b288(%x288: i32):
  %c288 = arith.constant 1 : i32
  %y288 = arith.muli %x288, %c288 : i32
  cf.cond_br %c, ^b289(%y288 : i32), ^b289(%x288 : i32)
^b289(%x289: i32):
  %c289 = arith.constant 2 : i32
  %y289 = arith.muli %x289, %c289 : i32
  cf.cond_br %c, ^b290(%y289 : i32), ^b290(%x289 : i32)
^b290(%x290: i32):
  %c290 = arith.constant 3 : i32
  %y290 = arith.muli %x290, %c290 : i32
  cf.cond_br %c, ^b291(%y290 : i32), ^b291(%x290 : i32)
^b291(%x291: i32):
  %c291 = arith.constant 4 : i32
  %y291 = arith.muli %x291, %c291 : i32
  cf.cond_br %c, ^b292(%y291 : i32), ^b292(%x291 : i32)
^b292(%x292: i32):
  %c292 = arith.constant 5 : i32
  %y292 = arith.muli %x292, %c292 : i32
  cf.cond_br %c, ^b293(%y292 : i32), ^b293(%x292 : i32)
^b293(%x293: i32):
  %c293 = arith.constant 6 : i32
  %y293 = arith.muli %x293, %c293 : i32
  cf.cond_br %c, ^b294(%y293 : i32), ^b294(%x293 : i32)
^b294(%x294: i32):
  %c294 = arith.constant 0 : i32
  %y294 = arith.muli %x294, %c294 : i32
  cf.cond_br %c, ^b295(%y294 : i32), ^b295(%x294 : i32)
^b295(%x295: i32):
  %c295 = arith.constant 1 : i32
  %y295 = arith.muli %x295, %c295 : i32
  cf.cond_br %c, ^b296(%y295 : i32), ^b296(%x295 : i32)
^b296(%x296: i32):
  %c296 = arith.constant 2 : i32
  %y296 = arith.muli %x296, %c296 : i32
  cf.cond_br %c, ^b297(%y296 : i32), ^b297(%x296 : i32)
^b297(%x297: i32):
  %c297 = arith.constant 3 : i32
  %y297 = arith.muli %x297, %c297 : i32
  cf.cond_br %c, ^b298(%y297 : i32), ^b298(%x297 : i32)
^b298(%x298: i32):
  %c298 = arith.constant 4 : i32
  %y298 = arith.muli %x298, %c298 : i32
  cf.cond_br %c, ^b299(%y298 : i32), ^b299(%x298 : i32)
^b299(%x299: i32):
  %c299 = arith.constant 5 : i32
  %y299 = arith.muli %x299, %c299 : i32
  cf.cond_br %c, ^b300(%y299 : i32), ^b300(%x299 : i32)
^b300(%x300: i32):
  %c300 = arith.constant 6 : i32
  %y300 = arith.muli %x300, %c300 : i32
  cf.cond_br %c, ^b301(%y300 : i32), ^b301(%x300 : i32)
^b301(%x301: i32):
  %c301 = arith.constant 0 : i32
  %y301 = arith.muli %x301, %c301 : i32
  cf.cond_br %c, ^b302(%y301 : i32), ^b302(%x301 : i32)
^b302(%x302: i32):
  %c302 = arith.constant 1 : i32
  %y302 = arith.muli %x302, %c302 : i32
  cf.cond_br %c, ^b303(%y302 : i32), ^b303(%x302 : i32)
^b303(%x303: i32):
  %c303 = arith.constant 2 : i32
  %y303 = arith.muli %x303, %c303 : i32
  cf.cond_br %c, ^b304(%y303 : i32), ^b304(%x303 : i32)
^b304(%x304: i32):
  %c304 = arith.constant 3 : i32
  %y304 = arith.muli %x304, %c304 : i32
  cf.cond_br %c, ^b305(%y304 : i32), ^b305(%x304 : i32)
^b305(%x305: i32):
  %c305 = arith.constant 4 : i32
  %y305 = arith.muli %x305, %c305 : i32
  cf.cond_br %c, ^b306(%y305 : i32), ^b306(%x305 : i32)
^b306(%x306: i32):
  %c306 = arith.constant 5 : i32
  %y306 = arith.muli %x306, %c306 : i32
  cf.cond_br %c, ^b307(%y306 : i32), ^b307(%x306 : i32)
^b307(%x307: i32):
  %c307 = arith.constant 6 : i32
  %y307 = arith.muli %x307, %c307 : i32
  cf.cond_br %c, ^b308(%y307 : i32), ^b308(%x307 : i32)
^b308(%x308: i32):
  %c308 = arith.constant 0 : i32
  %y308 = arith.muli %x308, %c308 : i32
  cf.cond_br %c, ^b309(%y308 : i32), ^b309(%x308 : i32)
^b309(%x309: i32):
  %c309 = arith.constant 1 : i32
  %y309 = arith.muli %x309, %c309 : i32
  cf.cond_br %c, ^b310(%y309 : i32), ^b310(%x309 : i32)
^b310(%x310: i32):
  %c310 = arith.constant 2 : i32
  %y310 = arith.muli %x310, %c310 : i32
  cf.cond_br %c, ^b311(%y310 : i32), ^b311(%x310 : i32)
^b311(%x311: i32):
  %c311 = arith.constant 3 : i32
  %y311 = arith.muli %x311, %c311 : i32
  cf.cond_br %c, ^b312(%y311 : i32), ^b312(%x311 : i32)
^b312(%x312: i32):
  %c312 = arith.constant 4 : i32
  %y312 = arith.muli %x312, %c312 : i32
  cf.cond_br %c, ^b313(%y312 : i32), ^b313(%x312 : i32)
^b313(%x313: i32):
  %c313 = arith.constant 5 : i32
  %y313 = arith.muli %x313, %c313 : i32
  cf.cond_br %c, ^b314(%y313 : i32), ^b314(%x313 : i32)
^b314(%x314: i32):
  %c314 = arith.constant 6 : i32
  %y314 = arith.muli %x314, %c314 : i32
  cf.cond_br %c, ^b315(%y314 : i32), ^b315(%x314 : i32)
^b315(%x315: i32):
  %c315 = arith.constant 0 : i32
  %y315 = arith.muli %x315, %c315 : i32
  cf.cond_br %c, ^b316(%y315 : i32), ^b316(%x315 : i32)
^b316(%x316: i32):
  %c316 = arith.constant 1 : i32
  %y316 = arith.muli %x316, %c316 : i32
  cf.cond_br %c, ^b317(%y316 : i32), ^b317(%x316 : i32)
^b317(%x317: i32):
  %c317 = arith.constant 2 : i32
  %y317 = arith.muli %x317, %c317 : i32
  cf.cond_br %c, ^b318(%y317 : i32), ^b318(%x317 : i32)
^b318(%x318: i32):
  %c318 = arith.constant 3 : i32
  %y318 = arith.muli %x318, %c318 : i32
  cf.cond_br %c, ^b319(%y318 : i32), ^b319(%x318 : i32)
^b319(%x319: i32):
  %c319 = arith.constant 4 : i32
  %y319 = arith.muli %x319, %c319 : i32
  cf.cond_br %c, ^b320(%y319 : i32), ^b320(%x319 : i32)
^b320(%x320: i32):
  %c320 = arith.constant 5 : i32
  %y320 = arith.muli %x320, %c320 : i32
  cf.cond_br %c, ^b321(%y320 : i32), ^b321(%x320 : i32)
^b321(%x321: i32):
  %c321 = arith.constant 6 : i32
  %y321 = arith.muli %x321, %c321 : i32
  cf.cond_br %c, ^b322(%y321 : i32), ^b322(%x321 : i32)
^b322(%x322: i32):
  %c322 = arith.constant 0 : i32
  %y322 = arith.muli %x322, %c322 : i32
  cf.cond_br %c, ^b323(%y322 : i32), ^b323(%x322 : i32)
^b323(%x323: i32):
  %c323 = arith.constant 1 : i32
  %y323 = arith.muli %x323, %c323 : i32
  cf.cond_br %c, ^b324(%y323 : i32), ^b324(%x323 : i32)
^b324(%x324: i32):
  %c324 = arith.constant 2 : i32
  %y324 = arith.muli %x324, %c324 : i32
  cf.cond_br %c, ^b325(%y324 : i32), ^b325(%x324 : i32)
^b325(%x325: i32):
  %c325 = arith.constant 3 : i32
  %y325 = arith.muli %x325, %c325 : i32
  cf.cond_br %c, ^b326(%y325 : i32), ^b326(%x325 : i32)
^b326(%x326: i32):
  %c326 = arith.constant 4 : i32
  %y326 = arith.muli %x326, %c326 : i32
  cf.cond_br %c, ^b327(%y326 : i32), ^b327(%x326 : i32)
^b327(%x327: i32):
  %c327 = arith.constant 5 : i32
  %y327 = arith.muli %x327, %c327 : i32
  cf.cond_br %c, ^b328(%y327 : i32), ^b328(%x327 : i32)
^b328(%x328: i32):
  %c328 = arith.constant 6 : i32
  %y328 = arith.muli %x328, %c328 : i32
  cf.cond_br %c, ^b329(%y328 : i32), ^b329(%x328 : i32)
^b329(%x329: i32):
  %c329 = arith.constant 0 : i32
  %y329 = arith.muli %x329, %c329 : i32
  cf.cond_br %c, ^b330(%y329 : i32), ^b330(%x329 : i32)
^b330(%x330: i32):
  %c330 = arith.constant 1 : i32
  %y330 = arith.muli %x330, %c330 : i32
  cf.cond_br %c, ^b331(%y330 : i32), ^b331(%x330 : i32)
^b331(%x331: i32):
  %c331 = arith.constant 2 : i32
  %y331 = arith.muli %x331, %c331 : i32
  cf.cond_br %c, ^b332(%y331 : i32), ^b332(%x331 : i32)
^b332(%x332: i32):
  %c332 = arith.constant 3 : i32
  %y332 = arith.muli %x332, %c332 : i32
  cf.cond_br %c, ^b333(%y332 : i32), ^b333(%x332 : i32)
^b333(%x333: i32):
  %c333 = arith.constant 4 : i32
  %y333 = arith.muli %x333, %c333 : i32
  cf.cond_br %c, ^b334(%y333 : i32), ^b334(%x333 : i32)
^b334(%x334: i32):
  %c334 = arith.constant 5 : i32
  %y334 = arith.muli %x334, %c334 : i32
  cf.cond_br %c, ^b335(%y334 : i32), ^b335(%x334 : i32)
^b335(%x335: i32):
  %c335 = arith.constant 6 : i32
  %y335 = arith.muli %x335, %c335 : i32
  cf.cond_br %c, ^b336(%y335 : i32), ^b336(%x335 : i32)
^b336(%x336: i32):
  %c336 = arith.constant 0 : i32
  %y336 = arith.muli %x336, %c336 : i32
  cf.cond_br %c, ^b337(%y336 : i32), ^b337(%x336 : i32)
^b337(%x337: i32):
  %c337 = arith.constant 1 : i32
  %y337 = arith.muli %x337, %c337 : i32
  cf.cond_br %c, ^b338(%y337 : i32), ^b338(%x337 : i32)
^b338(%x338: i32):
  %c338 = arith.constant 2 : i32
  %y338 = arith.muli %x338, %c338 : i32
  cf.cond_br %c, ^b339(%y338 : i32), ^b339(%x338 : i32)
^b339(%x339: i32):
  %c339 = arith.constant 3 : i32
  %y339 = arith.muli %x339, %c339 : i32
  cf.cond_br %c, ^b340(%y339 : i32), ^b340(%x339 : i32)
^b340(%x340: i32):
  %c340 = arith.constant 4 : i32
  %y340 = arith.muli %x340, %c340 : i32
  cf.cond_br %c, ^b341(%y340 : i32), ^b341(%x340 : i32)
^b341(%x341: i32):
  %c341 = arith.constant 5 : i32
  %y341 = arith.muli %x341, %c341 : i32
  cf.cond_br %c, ^b342(%y341 : i32), ^b342(%x341 : i32)
^b342(%x342: i32):
  %c342 = arith.constant 6 : i32
  %y342 = arith.muli %x342, %c342 : i32
  cf.cond_br %c, ^b343(%y342 : i32), ^b343(%x342 : i32)
^b343(%x343: i32):
  %c343 = arith.constant 0 : i32
  %y343 = arith.muli %x343, %c343 : i32
  cf.cond_br %c, ^b344(%y343 : i32), ^b344(%x343 : i32)
^b344(%x344: i32):
  %c344 = arith.constant 1 : i32
  %y344 = arith.muli %x344, %c344 : i32
  cf.cond_br %c, ^b345(%y344 : i32), ^b345(%x344 : i32)
^b345(%x345: i32):
  %c345 = arith.constant 2 : i32
  %y345 = arith.muli %x345, %c345 : i32
  cf.cond_br %c, ^b346(%y345 : i32), ^b346(%x345 : i32)
^b346(%x346: i32):
  %c346 = arith.constant 3 : i32
  %y346 = arith.muli %x346, %c346 : i32
  cf.cond_br %c, ^b347(%y346 : i32), ^b347(%x346 : i32)
^b347(%x347: i32):
  %c347 = arith.constant 4 : i32
  %y347 = arith.muli %x347, %c347 : i32
  cf.cond_br %c, ^b348(%y347 : i32), ^b348(%x347 : i32)
^b348(%x348: i32):
  %c348 = arith.constant 5 : i32
  %y348 = arith.muli %x348, %c348 : i32
  cf.cond_br %c, ^b349(%y348 : i32), ^b349(%x348 : i32)
^b349(%x349: i32):
  %c349 = arith.constant 6 : i32
  %y349 = arith.muli %x349, %c349 : i32
  cf.cond_br %c, ^b350(%y349 : i32), ^b350(%x349 : i32)
^b350(%x350: i32):
  %c350 = arith.constant 0 : i32
  %y350 = arith.muli %x350, %c350 : i32
  cf.cond_br %c, ^b351(%y350 : i32), ^b351(%x350 : i32)
^b351(%x351: i32):
  %c351 = arith.constant 1 : i32
  %y351 = arith.muli %x351, %c351 : i32
  cf.cond_br %c, ^b352(%y351 : i32), ^b352(%x351 : i32)
^b352(%x352: i32):
  %c352 = arith.constant 2 : i32
  %y352 = arith.muli %x352, %c352 : i32
  cf.cond_br %c, ^b353(%y352 : i32), ^b353(%x352 : i32)
^b353(%x353: i32):
  %c353 = arith.constant 3 : i32
  %y353 = arith.muli %x353, %c353 : i32
  cf.cond_br %c, ^b354(%y353 : i32), ^b354(%x353 : i32)
^b354(%x354: i32):
  %c354 = arith.constant 4 : i32
  %y354 = arith.muli %x354, %c354 : i32
  cf.cond_br %c, ^b355(%y354 : i32), ^b355(%x354 : i32)
^b355(%x355: i32):
  %c355 = arith.constant 5 : i32
  %y355 = arith.muli %x355, %c355 : i32
  cf.cond_br %c, ^b356(%y355 : i32), ^b356(%x355 : i32)
^b356(%x356: i32):
  %c356 = arith.constant 6 : i32
  %y356 = arith.muli %x356, %c356 : i32
  cf.cond_br %c, ^b357(%y356 : i32), ^b357(%x356 : i32)
^b357(%x357: i32):
  %c357 = arith.constant 0 : i32
  %y357 = arith.muli %x357, %c357 : i32
  cf.cond_br %c, ^b358(%y357 : i32), ^b358(%x357 : i32)
^b358(%x358: i32):
  %c358 = arith.constant 1 : i32
  %y358 = arith.muli %x358, %c358 : i32
  cf.cond_br %c, ^b359(%y358 : i32), ^b359(%x358 : i32)
^b359(%x359: i32):
  %c359 = arith.constant 2 : i32
  %y359 = arith.muli %x359, %c359 : i32
  cf.cond_br %c, ^b360(%y359 : i32), ^b360(%x359 : i32)
^b360(%x360: i32):
  %c360 = arith.constant 3 : i32
  %y360 = arith.muli %x360, %c360 : i32
  cf.cond_br %c, ^b361(%y360 : i32), ^b361(%x360 : i32)
^b361(%x361: i32):
  %c361 = arith.constant 4 : i32
  %y361 = arith.muli %x361, %c361 : i32
  cf.cond_br %c, ^b362(%y361 : i32), ^b362(%x361 : i32)
^b362(%x362: i32):
  %c362 = arith.constant 5 : i32
  %y362 = arith.muli %x362, %c362 : i32
  cf.cond_br %c, ^b363(%y362 : i32), ^b363(%x362 : i32)
^b363(%x363: i32):
  %c363 = arith.constant 6 : i32
  %y363 = arith.muli %x363, %c363 : i32
  cf.cond_br %c, ^b364(%y363 : i32), ^b364(%x363 : i32)
^b364(%x364: i32):
  %c364 = arith.constant 0 : i32
  %y364 = arith.muli %x364, %c364 : i32
  cf.cond_br %c, ^b365(%y364 : i32), ^b365(%x364 : i32)
^b365(%x365: i32):
  %c365 = arith.constant 1 : i32
  %y365 = arith.muli %x365, %c365 : i32
  cf.cond_br %c, ^b366(%y365 : i32), ^b366(%x365 : i32)
^b366(%x366: i32):
  %c366 = arith.constant 2 : i32
  %y366 = arith.muli %x366, %c366 : i32
  cf.cond_br %c, ^b367(%y366 : i32), ^b367(%x366 : i32)
^b367(%x367: i32):
  %c367 = arith.constant 3 : i32
  %y367 = arith.muli %x367, %c367 : i32
  cf.cond_br %c, ^b368(%y367 : i32), ^b368(%x367 : i32)
^b368(%x368: i32):
  %c368 = arith.constant 4 : i32
  %y368 = arith.muli %x368, %c368 : i32
  cf.cond_br %c, ^b369(%y368 : i32), ^b369(%x368 : i32)
^b369(%x369: i32):
  %c369 = arith.constant 5 : i32
  %y369 = arith.muli %x369, %c369 : i32
  cf.cond_br %c, ^b370(%y369 : i32), ^b370(%x369 : i32)
^b370(%x370: i32):
  %c370 = arith.constant 6 : i32
  %y370 = arith.muli %x370, %c370 : i32
  cf.cond_br %c, ^b371(%y370 : i32), ^b371(%x370 : i32)
^b371(%x371: i32):
  %c371 = arith.constant 0 : i32
  %y371 = arith.muli %x371, %c371 : i32
  cf.cond_br %c, ^b372(%y371 : i32), ^b372(%x371 : i32)
^b372(%x372: i32):
  %c372 = arith.constant 1 : i32
  %y372 = arith.muli %x372, %c372 : i32
  cf.cond_br %c, ^b373(%y372 : i32), ^b373(%x372 : i32)
^b373(%x373: i32):
  %c373 = arith.constant 2 : i32
  %y373 = arith.muli %x373, %c373 : i32
  cf.cond_br %c, ^b374(%y373 : i32), ^b374(%x373 : i32)
^b374(%x374: i32):
  %c374 = arith.constant 3 : i32
  %y374 = arith.muli %x374, %c374 : i32
  cf.cond_br %c, ^b375(%y374 : i32), ^b375(%x374 : i32)
^b375(%x375: i32):
  %c375 = arith.constant 4 : i32
  %y375 = arith.muli %x375, %c375 : i32
  cf.cond_br %c, ^b376(%y375 : i32), ^b376(%x375 : i32)
^b376(%x376: i32):
  %c376 = arith.constant 5 : i32
  %y376 = arith.muli %x376, %c376 : i32
  cf.cond_br %c, ^b377(%y376 : i32), ^b377(%x376 : i32)
^b377(%x377: i32):
  %c377 = arith.constant 6 : i32
  %y377 = arith.muli %x377, %c377 : i32
  cf.cond_br %c, ^b378(%y377 : i32), ^b378(%x377 : i32)
^b378(%x378: i32):
  %c378 = arith.constant 0 : i32
  %y378 = arith.muli %x378, %c378 : i32
  cf.cond_br %c, ^b379(%y378 : i32), ^b379(%x378 : i32)
^b379(%x379: i32):
  %c379 = arith.constant 1 : i32
  %y379 = arith.muli %x379, %c379 : i32
  cf.cond_br %c, ^b380(%y379 : i32), ^b380(%x379 : i32)
^b380(%x380: i32):
  %c380 = arith.constant 2 : i32
  %y380 = arith.muli %x380, %c380 : i32
  cf.cond_br %c, ^b381(%y380 : i32), ^b381(%x380 : i32)
^b381(%x381: i32):
  %c381 = arith.constant 3 : i32
  %y381 = arith.muli %x381, %c381 : i32
  cf.cond_br %c, ^b382(%y381 : i32), ^b382(%x381 : i32)
^b382(%x382: i32):
  %c382 = arith.constant 4 : i32
  %y382 = arith.muli %x382, %c382 : i32
  cf.cond_br %c, ^b383(%y382 : i32), ^b383(%x382 : i32)
^b383(%x383: i32):
  %c383 = arith.constant 5 : i32
  %y383 = arith.muli %x383, %c383 : i32
  cf.cond_br %c, ^b384(%y383 : i32), ^b384(%x383 : i32)
^b384(%x384: i32):
  %c384 = arith.constant 6 : i32
  %y384 = arith.muli %x384, %c384 : i32
  cf.cond_br %c, ^b385(%y384 : i32), ^b385(%x384 : i32)
^b385(%x385: i32):
  %c385 = arith.constant 0 : i32
  %y385 = arith.muli %x385, %c385 : i32
  cf.cond_br %c, ^b386(%y385 : i32), ^b386(%x385 : i32)
^b386(%x386: i32):
  %c386 = arith.constant 1 : i32
  %y386 = arith.muli %x386, %c386 : i32
  cf.cond_br %c, ^b387(%y386 : i32), ^b387(%x386 : i32)
^b387(%x387: i32):
  %c387 = arith.constant 2 : i32
  %y387 = arith.muli %x387, %c387 : i32
  cf.cond_br %c, ^b388(%y387 : i32), ^b388(%x387 : i32)
^b388(%x388: i32):
  %c388 = arith.constant 3 : i32
  %y388 = arith.muli %x388, %c388 : i32
  cf.cond_br %c, ^b389(%y388 : i32), ^b389(%x388 : i32)
^b389(%x389: i32):
  %c389 = arith.constant 4 : i32
  %y389 = arith.muli %x389, %c389 : i32
  cf.cond_br %c, ^b390(%y389 : i32), ^b390(%x389 : i32)
^b390(%x390: i32):
  %c390 = arith.constant 5 : i32
  %y390 = arith.muli %x390, %c390 : i32
  cf.cond_br %c, ^b391(%y390 : i32), ^b391(%x390 : i32)
^b391(%x391: i32):
  %c391 = arith.constant 6 : i32
  %y391 = arith.muli %x391, %c391 : i32
  cf.cond_br %c, ^b392(%y391 : i32), ^b392(%x391 : i32)
^b392(%x392: i32):
  %c392 = arith.constant 0 : i32
  %y392 = arith.muli %x392, %c392 : i32
  cf.cond_br %c, ^b393(%y392 : i32), ^b393(%x392 : i32)
^b393(%x393: i32):
  %c393 = arith.constant 1 : i32
  %y393 = arith.muli %x393, %c393 : i32
  cf.cond_br %c, ^b394(%y393 : i32), ^b394(%x393 : i32)
^b394(%x394: i32):
  %c394 = arith.constant 2 : i32
  %y394 = arith.muli %x394, %c394 : i32
  cf.cond_br %c, ^b395(%y394 : i32), ^b395(%x394 : i32)
^b395(%x395: i32):
  %c395 = arith.constant 3 : i32
  %y395 = arith.muli %x395, %c395 : i32
  cf.cond_br %c, ^b396(%y395 : i32), ^b396(%x395 : i32)
^b396(%x396: i32):
  %c396 = arith.constant 4 : i32
  %y396 = arith.muli %x396, %c396 : i32
  cf.cond_br %c, ^b397(%y396 : i32), ^b397(%x396 : i32)
^b397(%x397: i32):
  %c397 = arith.constant 5 : i32
  %y397 = arith.muli %x397, %c397 : i32
  cf.cond_br %c, ^b398(%y397 : i32), ^b398(%x397 : i32)
^b398(%x398: i32):
  %c398 = arith.constant 6 : i32
  %y398 = arith.muli %x398, %c398 : i32
  cf.cond_br %c, ^b399(%y398 : i32), ^b399(%x398 : i32)
^b399(%x399: i32):
  %c399 = arith.constant 0 : i32
  %y399 = arith.muli %x399, %c399 : i32
  cf.cond_br %c, ^b400(%y399 : i32), ^b400(%x399 : i32)
^b400(%x400: i32):
  %c400 = arith.constant 1 : i32
  %y400 = arith.muli %x400, %c400 : i32
  cf.cond_br %c, ^b401(%y400 : i32), ^b401(%x400 : i32)
^b401(%x401: i32):
  %c401 = arith.constant 2 : i32
  %y401 = arith.muli %x401, %c401 : i32
  cf.cond_br %c, ^b402(%y401 : i32), ^b402(%x401 : i32)
^b402(%x402: i32):
  %c402 = arith.constant 3 : i32
  %y402 = arith.muli %x402, %c402 : i32
  cf.cond_br %c, ^b403(%y402 : i32), ^b403(%x402 : i32)
^b403(%x403: i32):
  %c403 = arith.constant 4 : i32
  %y403 = arith.muli %x403, %c403 : i32
  cf.cond_br %c, ^b404(%y403 : i32), ^b404(%x403 : i32)
^b404(%x404: i32):
  %c404 = arith.constant 5 : i32
  %y404 = arith.muli %x404, %c404 : i32
  cf.cond_br %c, ^b405(%y404 : i32), ^b405(%x404 : i32)
^b405(%x405: i32):
  %c405 = arith.constant 6 : i32
  %y405 = arith.muli %x405, %c405 : i32
  cf.cond_br %c, ^b406(%y405 : i32), ^b406(%x405 : i32)
^b406(%x406: i32):
  %c406 = arith.constant 0 : i32
  %y406 = arith.muli %x406, %c406 : i32
  cf.cond_br %c, ^b407(%y406 : i32), ^b407(%x406 : i32)
^b407(%x407: i32):
  %c407 = arith.constant 1 : i32
  %y407 = arith.muli %x407, %c407 : i32
  cf.cond_br %c, ^b408(%y407 : i32), ^b408(%x407 : i32)
^b408(%x408: i32):
  %c408 = arith.constant 2 : i32
  %y408 = arith.muli %x408, %c408 : i32
  cf.cond_br %c, ^b409(%y408 : i32), ^b409(%x408 : i32)
^b409(%x409: i32):
  %c409 = arith.constant 3 : i32
  %y409 = arith.muli %x409, %c409 : i32
  cf.cond_br %c, ^b410(%y409 : i32), ^b410(%x409 : i32)
^b410(%x410: i32):
  %c410 = arith.constant 4 : i32
  %y410 = arith.muli %x410, %c410 : i32
  cf.cond_br %c, ^b411(%y410 : i32), ^b411(%x410 : i32)
^b411(%x411: i32):
  %c411 = arith.constant 5 : i32
  %y411 = arith.muli %x411, %c411 : i32
  cf.cond_br %c, ^b412(%y411 : i32), ^b412(%x411 : i32)
^b412(%x412: i32):
  %c412 = arith.constant 6 : i32
  %y412 = arith.muli %x412, %c412 : i32
  cf.cond_br %c, ^b413(%y412 : i32), ^b413(%x412 : i32)
^b413(%x413: i32):
  %c413 = arith.constant 0 : i32
  %y413 = arith.muli %x413, %c413 : i32
  cf.cond_br %c, ^b414(%y413 : i32), ^b414(%x413 : i32)
^b414(%x414: i32):
  %c414 = arith.constant 1 : i32
  %y414 = arith.muli %x414, %c414 : i32
  cf.cond_br %c, ^b415(%y414 : i32), ^b415(%x414 : i32)
^b415(%x415: i32):
  %c415 = arith.constant 2 : i32
  %y415 = arith.muli %x415, %c415 : i32
  cf.cond_br %c, ^b416(%y415 : i32), ^b416(%x415 : i32)
^b416(%x416: i32):
  %c416 = arith.constant 3 : i32
  %y416 = arith.muli %x416, %c416 : i32
  cf.cond_br %c, ^b417(%y416 : i32), ^b417(%x416 : i32)
^b417(%x417: i32):
  %c417 = arith.constant 4 : i32
  %y417 = arith.muli %x417, %c417 : i32
  cf.cond_br %c, ^b418(%y417 : i32), ^b418(%x417 : i32)
^b418(%x418: i32):
  %c418 = arith.constant 5 : i32
  %y418 = arith.muli %x418, %c418 : i32
  cf.cond_br %c, ^b419(%y418 : i32), ^b419(%x418 : i32)
^b419(%x419: i32):
  %c419 = arith.constant 6 : i32
  %y419 = arith.muli %x419, %c419 : i32
  cf.cond_br %c, ^b420(%y419 : i32), ^b420(%x419 : i32)
^b420(%x420: i32):
  %c420 = arith.constant 0 : i32
  %y420 = arith.muli %x420, %c420 : i32
  cf.cond_br %c, ^b421(%y420 : i32), ^b421(%x420 : i32)
^b421(%x421: i32):
  %c421 = arith.constant 1 : i32
  %y421 = arith.muli %x421, %c421 : i32
  cf.cond_br %c, ^b422(%y421 : i32), ^b422(%x421 : i32)
^b422(%x422: i32):
  %c422 = arith.constant 2 : i32
  %y422 = arith.muli %x422, %c422 : i32
  cf.cond_br %c, ^b423(%y422 : i32), ^b423(%x422 : i32)
^b423(%x423: i32):
  %c423 = arith.constant 3 : i32
  %y423 = arith.muli %x423, %c423 : i32
  cf.cond_br %c, ^b424(%y423 : i32), ^b424(%x423 : i32)
^b424(%x424: i32):
  %c424 = arith.constant 4 : i32
  %y424 = arith.muli %x424, %c424 : i32
  cf.cond_br %c, ^b425(%y424 : i32), ^b425(%x424 : i32)
^b425(%x425: i32):
  %c425 = arith.constant 5 : i32
  %y425 = arith.muli %x425, %c425 : i32
  cf.cond_br %c, ^b426(%y425 : i32), ^b426(%x425 : i32)
^b426(%x426: i32):
  %c426 = arith.constant 6 : i32
  %y426 = arith.muli %x426, %c426 : i32
  cf.cond_br %c, ^b427(%y426 : i32), ^b427(%x426 : i32)
^b427(%x427: i32):
  %c427 = arith.constant 0 : i32
  %y427 = arith.muli %x427, %c427 : i32
  cf.cond_br %c, ^b428(%y427 : i32), ^b428(%x427 : i32)
^b428(%x428: i32):
  %c428 = arith.constant 1 : i32
  %y428 = arith.muli %x428, %c428 : i32
  cf.cond_br %c, ^b429(%y428 : i32), ^b429(%x428 : i32)
^b429(%x429: i32):
  %c429 = arith.constant 2 : i32
  %y429 = arith.muli %x429, %c429 : i32
  cf.cond_br %c, ^b430(%y429 : i32), ^b430(%x429 : i32)
^b430(%x430: i32):
  %c430 = arith.constant 3 : i32
  %y430 = arith.muli %x430, %c430 : i32
  cf.cond_br %c, ^b431(%y430 : i32), ^b431(%x430 : i32)
^b431(%x431: i32):
  %c431 = arith.constant 4 : i32
  %y431 = arith.muli %x431, %c431 : i32
  cf.cond_br %c, ^b432(%y431 : i32), ^b432(%x431 : i32)
^b432(%x432: i32):
  %c432 = arith.constant 5 : i32
  %y432 = arith.muli %x432, %c432 : i32
  cf.cond_br %c, ^b433(%y432 : i32), ^b433(%x432 : i32)
^b433(%x433: i32):
  %c433 = arith.constant 6 : i32
  %y433 = arith.muli %x433, %c433 : i32
  cf.cond_br %c, ^b434(%y433 : i32), ^b434(%x433 : i32)
^b434(%x434: i32):
  %c434 = arith.constant 0 : i32
  %y434 = arith.muli %x434, %c434 : i32
  cf.cond_br %c, ^b435(%y434 : i32), ^b435(%x434 : i32)
^b435(%x435: i32):
  %c435 = arith.constant 1 : i32
  %y435 = arith.muli %x435, %c435 : i32
  cf.cond_br %c, ^b436(%y435 : i32), ^b436(%x435 : i32)
^b436(%x436: i32):
  %c436 = arith.constant 2 : i32
  %y436 = arith.muli %x436, %c436 : i32
  cf.cond_br %c, ^b437(%y436 : i32), ^b437(%x436 : i32)
^b437(%x437: i32):
  %c437 = arith.constant 3 : i32
  %y437 = arith.muli %x437, %c437 : i32
  cf.cond_br %c, ^b438(%y437 : i32), ^b438(%x437 : i32)
^b438(%x438: i32):
  %c438 = arith.constant 4 : i32
  %y438 = arith.muli %x438, %c438 : i32
  cf.cond_br %c, ^b439(%y438 : i32), ^b439(%x438 : i32)
^b439(%x439: i32):
  %c439 = arith.constant 5 : i32
  %y439 = arith.muli %x439, %c439 : i32
  cf.cond_br %c, ^b440(%y439 : i32), ^b440(%x439 : i32)
^b440(%x440: i32):
  %c440 = arith.constant 6 : i32
  %y440 = arith.muli %x440, %c440 : i32
  cf.cond_br %c, ^b441(%y440 : i32), ^b441(%x440 : i32)
^b441(%x441: i32):
  %c441 = arith.constant 0 : i32
  %y441 = arith.muli %x441, %c441 : i32
  cf.cond_br %c, ^b442(%y441 : i32), ^b442(%x441 : i32)
^b442(%x442: i32):
  %c442 = arith.constant 1 : i32
  %y442 = arith.muli %x442, %c442 : i32
  cf.cond_br %c, ^b443(%y442 : i32), ^b443(%x442 : i32)
^b443(%x443: i32):
  %c443 = arith.constant 2 : i32
  %y443 = arith.muli %x443, %c443 : i32
  cf.cond_br %c, ^b444(%y443 : i32), ^b444(%x443 : i32)
^b444(%x444: i32):
  %c444 = arith.constant 3 : i32
  %y444 = arith.muli %x444, %c444 : i32
  cf.cond_br %c, ^b445(%y444 : i32), ^b445(%x444 : i32)
^b445(%x445: i32):
  %c445 = arith.constant 4 : i32
  %y445 = arith.muli %x445, %c445 : i32
  cf.cond_br %c, ^b446(%y445 : i32), ^b446(%x445 : i32)
^b446(%x446: i32):
  %c446 = arith.constant 5 : i32
  %y446 = arith.muli %x446, %c446 : i32
  cf.cond_br %c, ^b447(%y446 : i32), ^b447(%x446 : i32)
^b447(%x447: i32):
  %c447 = arith.constant 6 : i32
  %y447 = arith.muli %x447, %c447 : i32
  cf.cond_br %c, ^b448(%y447 : i32), ^b448(%x447 : i32)
^b448(%x448: i32):
  %c448 = arith.constant 0 : i32
  %y448 = arith.muli %x448, %c448 : i32
  cf.cond_br %c, ^b449(%y448 : i32), ^b449(%x448 : i32)
^b449(%x449: i32):
  %c449 = arith.constant 1 : i32
  %y449 = arith.muli %x449, %c449 : i32
  cf.cond_br %c, ^b450(%y449 : i32), ^b450(%x449 : i32)
^b450(%x450: i32):
  %c450 = arith.constant 2 : i32
  %y450 = arith.muli %x450, %c450 : i32
  cf.cond_br %c, ^b451(%y450 : i32), ^b451(%x450 : i32)
^b451(%x451: i32):
  %c451 = arith.constant 3 : i32
  %y451 = arith.muli %x451, %c451 : i32
  cf.cond_br %c, ^b452(%y451 : i32), ^b452(%x451 : i32)
^b452(%x452: i32):
  %c452 = arith.constant 4 : i32
  %y452 = arith.muli %x452, %c452 : i32
  cf.cond_br %c, ^b453(%y452 : i32), ^b453(%x452 : i32)
^b453(%x453: i32):
  %c453 = arith.constant 5 : i32
  %y453 = arith.muli %x453, %c453 : i32
  cf.cond_br %c, ^b454(%y453 : i32), ^b454(%x453 : i32)
^b454(%x454: i32):
  %c454 = arith.constant 6 : i32
  %y454 = arith.muli %x454, %c454 : i32
  cf.cond_br %c, ^b455(%y454 : i32), ^b455(%x454 : i32)
^b455(%x455: i32):
  %c455 = arith.constant 0 : i32
  %y455 = arith.muli %x455, %c455 : i32
  cf.cond_br %c, ^b456(%y455 : i32), ^b456(%x455 : i32)
^b456(%x456: i32):
  %c456 = arith.constant 1 : i32
  %y456 = arith.muli %x456, %c456 : i32
  cf.cond_br %c, ^b457(%y456 : i32), ^b457(%x456 : i32)
^b457(%x457: i32):
  %c457 = arith.constant 2 : i32
  %y457 = arith.muli %x457, %c457 : i32
  cf.cond_br %c, ^b458(%y457 : i32), ^b458(%x457 : i32)
^b458(%x458: i32):
  %c458 = arith.constant 3 : i32
  %y458 = arith.muli %x458, %c458 : i32
  cf.cond_br %c, ^b459(%y458 : i32), ^b459(%x458 : i32)
^b459(%x459: i32):
  %c459 = arith.constant 4 : i32
  %y459 = arith.muli %x459, %c459 : i32
  cf.cond_br %c, ^b460(%y459 : i32), ^b460(%x459 : i32)
^b460(%x460: i32):
  %c460 = arith.constant 5 : i32
  %y460 = arith.muli %x460, %c460 : i32
  cf.cond_br %c, ^b461(%y460 : i32), ^b461(%x460 : i32)
^b461(%x461: i32):
  %c461 = arith.constant 6 : i32
  %y461 = arith.muli %x461, %c461 : i32
  cf.cond_br %c, ^b462(%y461 : i32), ^b462(%x461 : i32)
^b462(%x462: i32):
  %c462 = arith.constant 0 : i32
  %y462 = arith.muli %x462, %c462 : i32
  cf.cond_br %c, ^b463(%y462 : i32), ^b463(%x462 : i32)
^b463(%x463: i32):
  %c463 = arith.constant 1 : i32
  %y463 = arith.muli %x463, %c463 : i32
  cf.cond_br %c, ^b464(%y463 : i32), ^b464(%x463 : i32)
^b464(%x464: i32):
  %c464 = arith.constant 2 : i32
  %y464 = arith.muli %x464, %c464 : i32
  cf.cond_br %c, ^b465(%y464 : i32), ^b465(%x464 : i32)
^b465(%x465: i32):
  %c465 = arith.constant 3 : i32
  %y465 = arith.muli %x465, %c465 : i32
  cf.cond_br %c, ^b466(%y465 : i32), ^b466(%x465 : i32)
^b466(%x466: i32):
  %c466 = arith.constant 4 : i32
  %y466 = arith.muli %x466, %c466 : i32
  cf.cond_br %c, ^b467(%y466 : i32), ^b467(%x466 : i32)
^b467(%x467: i32):
  %c467 = arith.constant 5 : i32
  %y467 = arith.muli %x467, %c467 : i32
  cf.cond_br %c, ^b468(%y467 : i32), ^b468(%x467 : i32)
^b468(%x468: i32):
  %c468 = arith.constant 6 : i32
  %y468 = arith.muli %x468, %c468 : i32
  cf.cond_br %c, ^b469(%y468 : i32), ^b469(%x468 : i32)
^b469(%x469: i32):
  %c469 = arith.constant 0 : i32
  %y469 = arith.muli %x469, %c469 : i32
  cf.cond_br %c, ^b470(%y469 : i32), ^b470(%x469 : i32)
^b470(%x470: i32):
  %c470 = arith.constant 1 : i32
  %y470 = arith.muli %x470, %c470 : i32
  cf.cond_br %c, ^b471(%y470 : i32), ^b471(%x470 : i32)
^b471(%x471: i32):
  %c471 = arith.constant 2 : i32
  %y471 = arith.muli %x471, %c471 : i32
  cf.cond_br %c, ^b472(%y471 : i32), ^b472(%x471 : i32)
^b472(%x472: i32):
  %c472 = arith.constant 3 : i32
  %y472 = arith.muli %x472, %c472 : i32
  cf.cond_br %c, ^b473(%y472 : i32), ^b473(%x472 : i32)
^b473(%x473: i32):
  %c473 = arith.constant 4 : i32
  %y473 = arith.muli %x473, %c473 : i32
  cf.cond_br %c, ^b474(%y473 : i32), ^b474(%x473 : i32)
^b474(%x474: i32):
  %c474 = arith.constant 5 : i32
  %y474 = arith.muli %x474, %c474 : i32
  cf.cond_br %c, ^b475(%y474 : i32), ^b475(%x474 : i32)
^b475(%x475: i32):
  %c475 = arith.constant 6 : i32
  %y475 = arith.muli %x475, %c475 : i32
  cf.cond_br %c, ^b476(%y475 : i32), ^b476(%x475 : i32)
^b476(%x476: i32):
  %c476 = arith.constant 0 : i32
  %y476 = arith.muli %x476, %c476 : i32
  cf.cond_br %c, ^b477(%y476 : i32), ^b477(%x476 : i32)
^b477(%x477: i32):
  %c477 = arith.constant 1 : i32
  %y477 = arith.muli %x477, %c477 : i32
  cf.cond_br %c, ^b478(%y477 : i32), ^b478(%x477 : i32)
^b478(%x478: i32):
  %c478 = arith.constant 2 : i32
  %y478 = arith.muli %x478, %c478 : i32
  cf.cond_br %c, ^b479(%y478 : i32), ^b479(%x478 : i32)
^b479(%x479: i32):
  %c479 = arith.constant 3 : i32
  %y479 = arith.muli %x479, %c479 : i32
  cf.cond_br %c, ^b480(%y479 : i32), ^b480(%x479 : i32)
^b480(%x480: i32):
  %c480 = arith.constant 4 : i32
  %y480 = arith.muli %x480, %c480 : i32
  cf.cond_br %c, ^b481(%y480 : i32), ^b481(%x480 : i32)
^b481(%x481: i32):
  %c481 = arith.constant 5 : i32
  %y481 = arith.muli %x481, %c481 : i32
  cf.cond_br %c, ^b482(%y481 : i32), ^b482(%x481 : i32)
^b482(%x482: i32):
  %c482 = arith.constant 6 : i32
  %y482 = arith.muli %x482, %c482 : i32
  cf.cond_br %c, ^b483(%y482 : i32), ^b483(%x482 : i32)
^b483(%x483: i32):
  %c483 = arith.constant 0 : i32
  %y483 = arith.muli %x483, %c483 : i32
  cf.cond_br %c, ^b484(%y483 : i32), ^b484(%x483 : i32)
^b484(%x484: i32):
  %c484 = arith.constant 1 : i32
  %y484 = arith.muli %x484, %c484 : i32
  cf.cond_br %c, ^b485(%y484 : i32), ^b485(%x484 : i32)
^b485(%x485: i32):
  %c485 = arith.constant 2 : i32
  %y485 = arith.muli %x485, %c485 : i32
  cf.cond_br %c, ^b486(%y485 : i32), ^b486(%x485 : i32)
^b486(%x486: i32):
  %c486 = arith.constant 3 : i32
  %y486 = arith.muli %x486, %c486 : i32
  cf.cond_br %c, ^b487(%y486 : i32), ^b487(%x486 : i32)
^b487(%x487: i32):
  %c487 = arith.constant 4 : i32
  %y487 = arith.muli %x487, %c487 : i32
  cf.cond_br %c, ^b488(%y487 : i32), ^b488(%x487 : i32)
^b488(%x488: i32):
  %c488 = arith.constant 5 : i32
  %y488 = arith.muli %x488, %c488 : i32
  cf.cond_br %c, ^b489(%y488 : i32), ^b489(%x488 : i32)
^b489(%x489: i32):
  %c489 = arith.constant 6 : i32
  %y489 = arith.muli %x489, %c489 : i32
  cf.cond_br %c, ^b490(%y489 : i32), ^b490(%x489 : i32)
^b490(%x490: i32):
  %c490 = arith.constant 0 : i32
  %y490 = arith.muli %x490, %c490 : i32
  cf.cond_br %c, ^b491(%y490 : i32), ^b491(%x490 : i32)
^b491(%x491: i32):
  %c491 = arith.constant 1 : i32
  %y491 = arith.muli %x491, %c491 : i32
  cf.cond_br %c, ^b492(%y491 : i32), ^b492(%x491 : i32)
^b492(%x492: i32):
  %c492 = arith.constant 2 : i32
  %y492 = arith.muli %x492, %c492 : i32
  cf.cond_br %c, ^b493(%y492 : i32), ^b493(%x492 : i32)
^b493(%x493: i32):
  %c493 = arith.constant 3 : i32
  %y493 = arith.muli %x493, %c493 : i32
  cf.cond_br %c, ^b494(%y493 : i32), ^b494(%x493 : i32)
^b494(%x494: i32):
  %c494 = arith.constant 4 : i32
  %y494 = arith.muli %x494, %c494 : i32
  cf.cond_br %c, ^b495(%y494 : i32), ^b495(%x494 : i32)
^b495(%x495: i32):
  %c495 = arith.constant 5 : i32
  %y495 = arith.muli %x495, %c495 : i32
  cf.cond_br %c, ^b496(%y495 : i32), ^b496(%x495 : i32)
^b496(%x496: i32):
  %c496 = arith.constant 6 : i32
  %y496 = arith.muli %x496, %c496 : i32
  cf.cond_br %c, ^b497(%y496 : i32), ^b497(%x496 : i32)
^b497(%x497: i32):
  %c497 = arith.constant 0 : i32
  %y497 = arith.muli %x497, %c497 : i32
  cf.cond_br %c, ^b498(%y497 : i32), ^b498(%x497 : i32)
^b498(%x498: i32):
  %c498 = arith.constant 1 : i32
  %y498 = arith.muli %x498, %c498 : i32
  cf.cond_br %c, ^b499(%y498 : i32), ^b499(%x498 : i32)
^b499(%x499: i32):
  %c499 = arith.constant 2 : i32
  %y499 = arith.muli %x499, %c499 : i32
  cf.cond_br %c, ^b500(%y499 : i32), ^b500(%x499 : i32)
^b500(%x500: i32):
  %c500 = arith.constant 3 : i32
  %y500 = arith.muli %x500, %c500 : i32
  cf.cond_br %c, ^b501(%y500 : i32), ^b501(%x500 : i32)
^b501(%x501: i32):
  %c501 = arith.constant 4 : i32
  %y501 = arith.muli %x501, %c501 : i32
  cf.cond_br %c, ^b502(%y501 : i32), ^b502(%x501 : i32)
^b502(%x502: i32):
  %c502 = arith.constant 5 : i32
  %y502 = arith.muli %x502, %c502 : i32
  cf.cond_br %c, ^b503(%y502 : i32), ^b503(%x502 : i32)
^b503(%x503: i32):
  %c503 = arith.constant 6 : i32
  %y503 = arith.muli %x503, %c503 : i32
  cf.cond_br %c, ^b504(%y503 : i32), ^b504(%x503 : i32)
^b504(%x504: i32):
  %c504 = arith.constant 0 : i32
  %y504 = arith.muli %x504, %c504 : i32
  cf.cond_br %c, ^b505(%y504 : i32), ^b505(%x504 : i32)
^b505(%x505: i32):
  %c505 = arith.constant 1 : i32
  %y505 = arith.muli %x505, %c505 : i32
  cf.cond_br %c, ^b506(%y505 : i32), ^b506(%x505 : i32)
^b506(%x506: i32):
  %c506 = arith.constant 2 : i32
  %y506 = arith.muli %x506, %c506 : i32
  cf.cond_br %c, ^b507(%y506 : i32), ^b507(%x506 : i32)
^b507(%x507: i32):
  %c507 = arith.constant 3 : i32
  %y507 = arith.muli %x507, %c507 : i32
  cf.cond_br %c, ^b508(%y507 : i32), ^b508(%x507 : i32)
^b508(%x508: i32):
  %c508 = arith.constant 4 : i32
  %y508 = arith.muli %x508, %c508 : i32
  cf.cond_br %c, ^b509(%y508 : i32), ^b509(%x508 : i32)
^b509(%x509: i32):
  %c509 = arith.constant 5 : i32
  %y509 = arith.muli %x509, %c509 : i32
  cf.cond_br %c, ^b510(%y509 : i32), ^b510(%x509 : i32)
^b510(%x510: i32):
  %c510 = arith.constant 6 : i32
  %y510 = arith.muli %x510, %c510 : i32
  cf.cond_br %c, ^b511(%y510 : i32), ^b511(%x510 : i32)
^b511(%x511: i32):
  %c511 = arith.constant 0 : i32
  %y511 = arith.muli %x511, %c511 : i32
  cf.cond_br %c, ^b512(%y511 : i32), ^b512(%x511 : i32)
^b512(%x512: i32):
  %c512 = arith.constant 1 : i32
  %y512 = arith.muli %x512, %c512 : i32
  cf.cond_br %c, ^b513(%y512 : i32), ^b513(%x512 : i32)
^b513(%x513: i32):
  %c513 = arith.constant 2 : i32
  %y513 = arith.muli %x513, %c513 : i32
  cf.cond_br %c, ^b514(%y513 : i32), ^b514(%x513 : i32)
^b514(%x514: i32):
  %c514 = arith.constant 3 : i32
  %y514 = arith.muli %x514, %c514 : i32
  cf.cond_br %c, ^b515(%y514 : i32), ^b515(%x514 : i32)
^b515(%x515: i32):
  %c515 = arith.constant 4 : i32
  %y515 = arith.muli %x515, %c515 : i32
  cf.cond_br %c, ^b516(%y515 : i32), ^b516(%x515 : i32)
^b516(%x516: i32):
  %c516 = arith.constant 5 : i32
  %y516 = arith.muli %x516, %c516 : i32
  cf.cond_br %c, ^b517(%y516 : i32), ^b517(%x516 : i32)
^b517(%x517: i32):
  %c517 = arith.constant 6 : i32
  %y517 = arith.muli %x517, %c517 : i32
  cf.cond_br %c, ^b518(%y517 : i32), ^b518(%x517 : i32)
^b518(%x518: i32):
  %c518 = arith.constant 0 : i32
  %y518 = arith.muli %x518, %c518 : i32
  cf.cond_br %c, ^b519(%y518 : i32), ^b519(%x518 : i32)
^b519(%x519: i32):
  %c519 = arith.constant 1 : i32
  %y519 = arith.muli %x519, %c519 : i32
  cf.cond_br %c, ^b520(%y519 : i32), ^b520(%x519 : i32)
^b520(%x520: i32):
  %c520 = arith.constant 2 : i32
  %y520 = arith.muli %x520, %c520 : i32
  cf.cond_br %c, ^b521(%y520 : i32), ^b521(%x520 : i32)
^b521(%x521: i32):
  %c521 = arith.constant 3 : i32
  %y521 = arith.muli %x521, %c521 : i32
  cf.cond_br %c, ^b522(%y521 : i32), ^b522(%x521 : i32)
^b522(%x522: i32):
  %c522 = arith.constant 4 : i32
  %y522 = arith.muli %x522, %c522 : i32
  cf.cond_br %c, ^b523(%y522 : i32), ^b523(%x522 : i32)
^b523(%x523: i32):
  %c523 = arith.constant 5 : i32
  %y523 = arith.muli %x523, %c523 : i32
  cf.cond_br %c, ^b524(%y523 : i32), ^b524(%x523 : i32)
^b524(%x524: i32):
  %c524 = arith.constant 6 : i32
  %y524 = arith.muli %x524, %c524 : i32
  cf.cond_br %c, ^b525(%y524 : i32), ^b525(%x524 : i32)
^b525(%x525: i32):
  %c525 = arith.constant 0 : i32
  %y525 = arith.muli %x525, %c525 : i32
  cf.cond_br %c, ^b526(%y525 : i32), ^b526(%x525 : i32)
^b526(%x526: i32):
  %c526 = arith.constant 1 : i32
  %y526 = arith.muli %x526, %c526 : i32
  cf.cond_br %c, ^b527(%y526 : i32), ^b527(%x526 : i32)
^b527(%x527: i32):
  %c527 = arith.constant 2 : i32
  %y527 = arith.muli %x527, %c527 : i32
  cf.cond_br %c, ^b528(%y527 : i32), ^b528(%x527 : i32)
^b528(%x528: i32):
  %c528 = arith.constant 3 : i32
  %y528 = arith.muli %x528, %c528 : i32
  cf.cond_br %c, ^b529(%y528 : i32), ^b529(%x528 : i32)
^b529(%x529: i32):
  %c529 = arith.constant 4 : i32
  %y529 = arith.muli %x529, %c529 : i32
  cf.cond_br %c, ^b530(%y529 : i32), ^b530(%x529 : i32)
^b530(%x530: i32):
  %c530 = arith.constant 5 : i32
  %y530 = arith.muli %x530, %c530 : i32
  cf.cond_br %c, ^b531(%y530 : i32), ^b531(%x530 : i32)
^b531(%x531: i32):
  %c531 = arith.constant 6 : i32
  %y531 = arith.muli %x531, %c531 : i32
  cf.cond_br %c, ^b532(%y531 : i32), ^b532(%x531 : i32)
^b532(%x532: i32):
  %c532 = arith.constant 0 : i32
  %y532 = arith.muli %x532, %c532 : i32
  cf.cond_br %c, ^b533(%y532 : i32), ^b533(%x532 : i32)
^b533(%x533: i32):
  %c533 = arith.constant 1 : i32
  %y533 = arith.muli %x533, %c533 : i32
  cf.cond_br %c, ^b534(%y533 : i32), ^b534(%x533 : i32)
^b534(%x534: i32):
  %c534 = arith.constant 2 : i32
  %y534 = arith.muli %x534, %c534 : i32
  cf.cond_br %c, ^b535(%y534 : i32), ^b535(%x534 : i32)
^b535(%x535: i32):
  %c535 = arith.constant 3 : i32
  %y535 = arith.muli %x535, %c535 : i32
  cf.cond_br %c, ^b536(%y535 : i32), ^b536(%x535 : i32)
^b536(%x536: i32):
  %c536 = arith.constant 4 : i32
  %y536 = arith.muli %x536, %c536 : i32
  cf.cond_br %c, ^b537(%y536 : i32), ^b537(%x536 : i32)
^b537(%x537: i32):
  %c537 = arith.constant 5 : i32
  %y537 = arith.muli %x537, %c537 : i32
  cf.cond_br %c, ^b538(%y537 : i32), ^b538(%x537 : i32)
^b538(%x538: i32):
  %c538 = arith.constant 6 : i32
  %y538 = arith.muli %x538, %c538 : i32
  cf.cond_br %c, ^b539(%y538 : i32), ^b539(%x538 : i32)
^b539(%x539: i32):
  %c539 = arith.constant 0 : i32
  %y539 = arith.muli %x539, %c539 : i32
  cf.cond_br %c, ^b540(%y539 : i32), ^b540(%x539 : i32)
^b540(%x540: i32):
  %c540 = arith.constant 1 : i32
  %y540 = arith.muli %x540, %c540 : i32
  cf.cond_br %c, ^b541(%y540 : i32), ^b541(%x540 : i32)
^b541(%x541: i32):
  %c541 = arith.constant 2 : i32
  %y541 = arith.muli %x541, %c541 : i32
  cf.cond_br %c, ^b542(%y541 : i32), ^b542(%x541 : i32)
^b542(%x542: i32):
  %c542 = arith.constant 3 : i32
  %y542 = arith.muli %x542, %c542 : i32
  cf.cond_br %c, ^b543(%y542 : i32), ^b543(%x542 : i32)
^b543(%x543: i32):
  %c543 = arith.constant 4 : i32
  %y543 = arith.muli %x543, %c543 : i32
  cf.cond_br %c, ^b544(%y543 : i32), ^b544(%x543 : i32)
^b544(%x544: i32):
  %c544 = arith.constant 5 : i32
  %y544 = arith.muli %x544, %c544 : i32
  cf.cond_br %c, ^b545(%y544 : i32), ^b545(%x544 : i32)
^b545(%x545: i32):
  %c545 = arith.constant 6 : i32
  %y545 = arith.muli %x545, %c545 : i32
  cf.cond_br %c, ^b546(%y545 : i32), ^b546(%x545 : i32)
^b546(%x546: i32):
  %c546 = arith.constant 0 : i32
  %y546 = arith.muli %x546, %c546 : i32
  cf.cond_br %c, ^b547(%y546 : i32), ^b547(%x546 : i32)
^b547(%x547: i32):
  %c547 = arith.constant 1 : i32
  %y547 = arith.muli %x547, %c547 : i32
  cf.cond_br %c, ^b548(%y547 : i32), ^b548(%x547 : i32)
^b548(%x548: i32):
  %c548 = arith.constant 2 : i32
  %y548 = arith.muli %x548, %c548 : i32
  cf.cond_br %c, ^b549(%y548 : i32), ^b549(%x548 : i32)
^b549(%x549: i32):
  %c549 = arith.constant 3 : i32
  %y549 = arith.muli %x549, %c549 : i32
  cf.cond_br %c, ^b550(%y549 : i32), ^b550(%x549 : i32)
^b550(%x550: i32):
  %c550 = arith.constant 4 : i32
  %y550 = arith.muli %x550, %c550 : i32
  cf.cond_br %c, ^b551(%y550 : i32), ^b551(%x550 : i32)
^b551(%x551: i32):
  %c551 = arith.constant 5 : i32
  %y551 = arith.muli %x551, %c551 : i32
  cf.cond_br %c, ^b552(%y551 : i32), ^b552(%x551 : i32)
^b552(%x552: i32):
  %c552 = arith.constant 6 : i32
  %y552 = arith.muli %x552, %c552 : i32
  cf.cond_br %c, ^b553(%y552 : i32), ^b553(%x552 : i32)
^b553(%x553: i32):
  %c553 = arith.constant 0 : i32
  %y553 = arith.muli %x553, %c553 : i32
  cf.cond_br %c, ^b554(%y553 : i32), ^b554(%x553 : i32)
^b554(%x554: i32):
  %c554 = arith.constant 1 : i32
  %y554 = arith.muli %x554, %c554 : i32
  cf.cond_br %c, ^b555(%y554 : i32), ^b555(%x554 : i32)
^b555(%x555: i32):
  %c555 = arith.constant 2 : i32
  %y555 = arith.muli %x555, %c555 : i32
  cf.cond_br %c, ^b556(%y555 : i32), ^b556(%x555 : i32)
^b556(%x556: i32):
  %c556 = arith.constant 3 : i32
  %y556 = arith.muli %x556, %c556 : i32
  cf.cond_br %c, ^b557(%y556 : i32), ^b557(%x556 : i32)
^b557(%x557: i32):
  %c557 = arith.constant 4 : i32
  %y557 = arith.muli %x557, %c557 : i32
  cf.cond_br %c, ^b558(%y557 : i32), ^b558(%x557 : i32)
^b558(%x558: i32):
  %c558 = arith.constant 5 : i32
  %y558 = arith.muli %x558, %c558 : i32
  cf.cond_br %c, ^b559(%y558 : i32), ^b559(%x558 : i32)
^b559(%x559: i32):
  %c559 = arith.constant 6 : i32
  %y559 = arith.muli %x559, %c559 : i32
  cf.cond_br %c, ^b560(%y559 : i32), ^b560(%x559 : i32)
^b560(%x560: i32):
  %c560 = arith.constant 0 : i32
  %y560 = arith.muli %x560, %c560 : i32
  cf.cond_br %c, ^b561(%y560 : i32), ^b561(%x560 : i32)
^b561(%x561: i32):
  %c561 = arith.constant 1 : i32
  %y561 = arith.muli %x561, %c561 : i32
  cf.cond_br %c, ^b562(%y561 : i32), ^b562(%x561 : i32)
^b562(%x562: i32):
  %c562 = arith.constant 2 : i32
  %y562 = arith.muli %x562, %c562 : i32
  cf.cond_br %c, ^b563(%y562 : i32), ^b563(%x562 : i32)
^b563(%x563: i32):
  %c563 = arith.constant 3 : i32
  %y563 = arith.muli %x563, %c563 : i32
  cf.cond_br %c, ^b564(%y563 : i32), ^b564(%x563 : i32)
^b564(%x564: i32):
  %c564 = arith.constant 4 : i32
  %y564 = arith.muli %x564, %c564 : i32
  cf.cond_br %c, ^b565(%y564 : i32), ^b565(%x564 : i32)
^b565(%x565: i32):
  %c565 = arith.constant 5 : i32
  %y565 = arith.muli %x565, %c565 : i32
  cf.cond_br %c, ^b566(%y565 : i32), ^b566(%x565 : i32)
^b566(%x566: i32):
  %c566 = arith.constant 6 : i32
  %y566 = arith.muli %x566, %c566 : i32
  cf.cond_br %c, ^b567(%y566 : i32), ^b567(%x566 : i32)
^b567(%x567: i32):
  %c567 = arith.constant 0 : i32
  %y567 = arith.muli %x567, %c567 : i32
  cf.cond_br %c, ^b568(%y567 : i32), ^b568(%x567 : i32)
^b568(%x568: i32):
  %c568 = arith.constant 1 : i32
  %y568 = arith.muli %x568, %c568 : i32
  cf.cond_br %c, ^b569(%y568 : i32), ^b569(%x568 : i32)
^b569(%x569: i32):
  %c569 = arith.constant 2 : i32
  %y569 = arith.muli %x569, %c569 : i32
  cf.cond_br %c, ^b570(%y569 : i32), ^b570(%x569 : i32)
^b570(%x570: i32):
  %c570 = arith.constant 3 : i32
  %y570 = arith.muli %x570, %c570 : i32
  cf.cond_br %c, ^b571(%y570 : i32), ^b571(%x570 : i32)
^b571(%x571: i32):
  %c571 = arith.constant 4 : i32
  %y571 = arith.muli %x571, %c571 : i32
  cf.cond_br %c, ^b572(%y571 : i32), ^b572(%x571 : i32)
^b572(%x572: i32):
  %c572 = arith.constant 5 : i32
  %y572 = arith.muli %x572, %c572 : i32
  cf.cond_br %c, ^b573(%y572 : i32), ^b573(%x572 : i32)
^b573(%x573: i32):
  %c573 = arith.constant 6 : i32
  %y573 = arith.muli %x573, %c573 : i32
  cf.cond_br %c, ^b574(%y573 : i32), ^b574(%x573 : i32)
^b574(%x574: i32):
  %c574 = arith.constant 0 : i32
  %y574 = arith.muli %x574, %c574 : i32
  cf.cond_br %c, ^b575(%y574 : i32), ^b575(%x574 : i32)
^b575(%x575: i32):
  %c575 = arith.constant 1 : i32
  %y575 = arith.muli %x575, %c575 : i32
  cf.cond_br %c, ^b576(%y575 : i32), ^b576(%x575 : i32)
^b576(%x576: i32):
  %c576 = arith.constant 2 : i32
  %y576 = arith.muli %x576, %c576 : i32
  cf.cond_br %c, ^b577(%y576 : i32), ^b577(%x576 : i32)
^b577(%x577: i32):
  %c577 = arith.constant 3 : i32
  %y577 = arith.muli %x577, %c577 : i32
  cf.cond_br %c, ^b578(%y577 : i32), ^b578(%x577 : i32)
^b578(%x578: i32):
  %c578 = arith.constant 4 : i32
  %y578 = arith.muli %x578, %c578 : i32
  cf.cond_br %c, ^b579(%y578 : i32), ^b579(%x578 : i32)
^b579(%x579: i32):
  %c579 = arith.constant 5 : i32
  %y579 = arith.muli %x579, %c579 : i32
  cf.cond_br %c, ^b580(%y579 : i32), ^b580(%x579 : i32)
^b580(%x580: i32):
  %c580 = arith.constant 6 : i32
  %y580 = arith.muli %x580, %c580 : i32
  cf.cond_br %c, ^b581(%y580 : i32), ^b581(%x580 : i32)
^b581(%x581: i32):
  %c581 = arith.constant 0 : i32
  %y581 = arith.muli %x581, %c581 : i32
  cf.cond_br %c, ^b582(%y581 : i32), ^b582(%x581 : i32)
^b582(%x582: i32):
  %c582 = arith.constant 1 : i32
  %y582 = arith.muli %x582, %c582 : i32
  cf.cond_br %c, ^b583(%y582 : i32), ^b583(%x582 : i32)
^b583(%x583: i32):
  %c583 = arith.constant 2 : i32
  %y583 = arith.muli %x583, %c583 : i32
  cf.cond_br %c, ^b584(%y583 : i32), ^b584(%x583 : i32)
^b584(%x584: i32):
  %c584 = arith.constant 3 : i32
  %y584 = arith.muli %x584, %c584 : i32
  cf.cond_br %c, ^b585(%y584 : i32), ^b585(%x584 : i32)
^b585(%x585: i32):
  %c585 = arith.constant 4 : i32
  %y585 = arith.muli %x585, %c585 : i32
  cf.cond_br %c, ^b586(%y585 : i32), ^b586(%x585 : i32)
^b586(%x586: i32):
  %c586 = arith.constant 5 : i32
  %y586 = arith.muli %x586, %c586 : i32
  cf.cond_br %c, ^b587(%y586 : i32), ^b587(%x586 : i32)
^b587(%x587: i32):
  %c587 = arith.constant 6 : i32
  %y587 = arith.muli %x587, %c587 : i32
  cf.cond_br %c, ^b588(%y587 : i32), ^b588(%x587 : i32)
^b588(%x588: i32):
  %c588 = arith.constant 0 : i32
  %y588 = arith.muli %x588, %c588 : i32
  cf.cond_br %c, ^b589(%y588 : i32), ^b589(%x588 : i32)
^b589(%x589: i32):
  %c589 = arith.constant 1 : i32
  %y589 = arith.muli %x589, %c589 : i32
  cf.cond_br %c, ^b590(%y589 : i32), ^b590(%x589 : i32)
^b590(%x590: i32):
  %c590 = arith.constant 2 : i32
  %y590 = arith.muli %x590, %c590 : i32
  cf.cond_br %c, ^b591(%y590 : i32), ^b591(%x590 : i32)
^b591(%x591: i32):
  %c591 = arith.constant 3 : i32
  %y591 = arith.muli %x591, %c591 : i32
  cf.cond_br %c, ^b592(%y591 : i32), ^b592(%x591 : i32)
^b592(%x592: i32):
  %c592 = arith.constant 4 : i32
  %y592 = arith.muli %x592, %c592 : i32
  cf.cond_br %c, ^b593(%y592 : i32), ^b593(%x592 : i32)
^b593(%x593: i32):
  %c593 = arith.constant 5 : i32
  %y593 = arith.muli %x593, %c593 : i32
  cf.cond_br %c, ^b594(%y593 : i32), ^b594(%x593 : i32)
^b594(%x594: i32):
  %c594 = arith.constant 6 : i32
  %y594 = arith.muli %x594, %c594 : i32
  cf.cond_br %c, ^b595(%y594 : i32), ^b595(%x594 : i32)
^b595(%x595: i32):
  %c595 = arith.constant 0 : i32
  %y595 = arith.muli %x595, %c595 : i32
  cf.cond_br %c, ^b596(%y595 : i32), ^b596(%x595 : i32)
^b596(%x596: i32):
  %c596 = arith.constant 1 : i32
  %y596 = arith.muli %x596, %c596 : i32
  cf.cond_br %c, ^b597(%y596 : i32), ^b597(%x596 : i32)
^b597(%x597: i32):
  %c597 = arith.constant 2 : i32
  %y597 = arith.muli %x597, %c597 : i32
  cf.cond_br %c, ^b598(%y597 : i32), ^b598(%x597 : i32)
^b598(%x598: i32):
  %c598 = arith.constant 3 : i32
  %y598 = arith.muli %x598, %c598 : i32
  cf.cond_br %c, ^b599(%y598 : i32), ^b599(%x598 : i32)
^b599(%x599: i32):
  %c599 = arith.constant 4 : i32
  %y599 = arith.muli %x599, %c599 : i32
  cf.cond_br %c, ^b600(%y599 : i32), ^b600(%x599 : i32)
^b600(%x600: i32):
  %c600 = arith.constant 5 : i32
  %y600 = arith.muli %x600, %c600 : i32
  cf.cond_br %c, ^b601(%y600 : i32), ^b601(%x600 : i32)
^b601(%x601: i32):
  %c601 = arith.constant 6 : i32
  %y601 = arith.muli %x601, %c601 : i32
  cf.cond_br %c, ^b602(%y601 : i32), ^b602(%x601 : i32)
^b602(%x602: i32):
  %c602 = arith.constant 0 : i32
  %y602 = arith.muli %x602, %c602 : i32
  cf.cond_br %c, ^b603(%y602 : i32), ^b603(%x602 : i32)
^b603(%x603: i32):
  %c603 = arith.constant 1 : i32
  %y603 = arith.muli %x603, %c603 : i32
  cf.cond_br %c, ^b604(%y603 : i32), ^b604(%x603 : i32)
^b604(%x604: i32):
  %c604 = arith.constant 2 : i32
  %y604 = arith.muli %x604, %c604 : i32
  cf.cond_br %c, ^b605(%y604 : i32), ^b605(%x604 : i32)
^b605(%x605: i32):
  %c605 = arith.constant 3 : i32
  %y605 = arith.muli %x605, %c605 : i32
  cf.cond_br %c, ^b606(%y605 : i32), ^b606(%x605 : i32)
^b606(%x606: i32):
  %c606 = arith.constant 4 : i32
  %y606 = arith.muli %x606, %c606 : i32
  cf.cond_br %c, ^b607(%y606 : i32), ^b607(%x606 : i32)
^b607(%x607: i32):
  %c607 = arith.constant 5 : i32
  %y607 = arith.muli %x607, %c607 : i32
  cf.cond_br %c, ^b608(%y607 : i32), ^b608(%x607 : i32)
^b608(%x608: i32):
  %c608 = arith.constant 6 : i32
  %y608 = arith.muli %x608, %c608 : i32
  cf.cond_br %c, ^b609(%y608 : i32), ^b609(%x608 : i32)
^b609(%x609: i32):
  %c609 = arith.constant 0 : i32
  %y609 = arith.muli %x609, %c609 : i32
  cf.cond_br %c, ^b610(%y609 : i32), ^b610(%x609 : i32)
^b610(%x610: i32):
  %c610 = arith.constant 1 : i32
  %y610 = arith.muli %x610, %c610 : i32
  cf.cond_br %c, ^b611(%y610 : i32), ^b611(%x610 : i32)
^b611(%x611: i32):
  %c611 = arith.constant 2 : i32
  %y611 = arith.muli %x611, %c611 : i32
  cf.cond_br %c, ^b612(%y611 : i32), ^b612(%x611 : i32)
^b612(%x612: i32):
  %c612 = arith.constant 3 : i32
  %y612 = arith.muli %x612, %c612 : i32
  cf.cond_br %c, ^b613(%y612 : i32), ^b613(%x612 : i32)
^b613(%x613: i32):
  %c613 = arith.constant 4 : i32
  %y613 = arith.muli %x613, %c613 : i32
  cf.cond_br %c, ^b614(%y613 : i32), ^b614(%x613 : i32)
^b614(%x614: i32):
  %c614 = arith.constant 5 : i32
  %y614 = arith.muli %x614, %c614 : i32
  cf.cond_br %c, ^b615(%y614 : i32), ^b615(%x614 : i32)
^b615(%x615: i32):
  %c615 = arith.constant 6 : i32
  %y615 = arith.muli %x615, %c615 : i32
  cf.cond_br %c, ^b616(%y615 : i32), ^b616(%x615 : i32)
^b616(%x616: i32):
  %c616 = arith.constant 0 : i32
  %y616 = arith.muli %x616, %c616 : i32
  cf.cond_br %c, ^b617(%y616 : i32), ^b617(%x616 : i32)
^b617(%x617: i32):
  %c617 = arith.constant 1 : i32
  %y617 = arith.muli %x617, %c617 : i32
  cf.cond_br %c, ^b618(%y617 : i32), ^b618(%x617 : i32)
^b618(%x618: i32):
  %c618 = arith.constant 2 : i32
  %y618 = arith.muli %x618, %c618 : i32
  cf.cond_br %c, ^b619(%y618 : i32), ^b619(%x618 : i32)
^b619(%x619: i32):
  %c619 = arith.constant 3 : i32
  %y619 = arith.muli %x619, %c619 : i32
  cf.cond_br %c, ^b620(%y619 : i32), ^b620(%x619 : i32)
^b620(%x620: i32):
  %c620 = arith.constant 4 : i32
  %y620 = arith.muli %x620, %c620 : i32
  cf.cond_br %c, ^b621(%y620 : i32), ^b621(%x620 : i32)
^b621(%x621: i32):
  %c621 = arith.constant 5 : i32
  %y621 = arith.muli %x621, %c621 : i32
  cf.cond_br %c, ^b622(%y621 : i32), ^b622(%x621 : i32)
^b622(%x622: i32):
  %c622 = arith.constant 6 : i32
  %y622 = arith.muli %x622, %c622 : i32
  cf.cond_br %c, ^b623(%y622 : i32), ^b623(%x622 : i32)
^b623(%x623: i32):
  %c623 = arith.constant 0 : i32
  %y623 = arith.muli %x623, %c623 : i32
  cf.cond_br %c, ^b624(%y623 : i32), ^b624(%x623 : i32)
^b624(%x624: i32):
  %c624 = arith.constant 1 : i32
  %y624 = arith.muli %x624, %c624 : i32
  cf.cond_br %c, ^b625(%y624 : i32), ^b625(%x624 : i32)
^b625(%x625: i32):
  %c625 = arith.constant 2 : i32
  %y625 = arith.muli %x625, %c625 : i32
  cf.cond_br %c, ^b626(%y625 : i32), ^b626(%x625 : i32)
^b626(%x626: i32):
  %c626 = arith.constant 3 : i32
  %y626 = arith.muli %x626, %c626 : i32
  cf.cond_br %c, ^b627(%y626 : i32), ^b627(%x626 : i32)
^b627(%x627: i32):
  %c627 = arith.constant 4 : i32
  %y627 = arith.muli %x627, %c627 : i32
  cf.cond_br %c, ^b628(%y627 : i32), ^b628(%x627 : i32)
^b628(%x628: i32):
  %c628 = arith.constant 5 : i32
  %y628 = arith.muli %x628, %c628 : i32
  cf.cond_br %c, ^b629(%y628 : i32), ^b629(%x628 : i32)
^b629(%x629: i32):
  %c629 = arith.constant 6 : i32
  %y629 = arith.muli %x629, %c629 : i32
  cf.cond_br %c, ^b630(%y629 : i32), ^b630(%x629 : i32)
^b630(%x630: i32):
  %c630 = arith.constant 0 : i32
  %y630 = arith.muli %x630, %c630 : i32
  cf.cond_br %c, ^b631(%y630 : i32), ^b631(%x630 : i32)
^b631(%x631: i32):
  %c631 = arith.constant 1 : i32
  %y631 = arith.muli %x631, %c631 : i32
  cf.cond_br %c, ^b632(%y631 : i32), ^b632(%x631 : i32)
^b632(%x632: i32):
  %c632 = arith.constant 2 : i32
  %y632 = arith.muli %x632, %c632 : i32
  cf.cond_br %c, ^b633(%y632 : i32), ^b633(%x632 : i32)
^b633(%x633: i32):
  %c633 = arith.constant 3 : i32
  %y633 = arith.muli %x633, %c633 : i32
  cf.cond_br %c, ^b634(%y633 : i32), ^b634(%x633 : i32)
^b634(%x634: i32):
  %c634 = arith.constant 4 : i32
  %y634 = arith.muli %x634, %c634 : i32
  cf.cond_br %c, ^b635(%y634 : i32), ^b635(%x634 : i32)
^b635(%x635: i32):
  %c635 = arith.constant 5 : i32
  %y635 = arith.muli %x635, %c635 : i32
  cf.cond_br %c, ^b636(%y635 : i32), ^b636(%x635 : i32)
^b636(%x636: i32):
  %c636 = arith.constant 6 : i32
  %y636 = arith.muli %x636, %c636 : i32
  cf.cond_br %c, ^b637(%y636 : i32), ^b637(%x636 : i32)
^b637(%x637: i32):
  %c637 = arith.constant 0 : i32
  %y637 = arith.muli %x637, %c637 : i32
  cf.cond_br %c, ^b638(%y637 : i32), ^b638(%x637 : i32)
^b638(%x638: i32):
  %c638 = arith.constant 1 : i32
  %y638 = arith.muli %x638, %c638 : i32
  cf.cond_br %c, ^b639(%y638 : i32), ^b639(%x638 : i32)
^b639(%x639: i32):
  %c639 = arith.constant 2 : i32
  %y639 = arith.muli %x639, %c639 : i32
  cf.cond_br %c, ^b640(%y639 : i32), ^b640(%x639 : i32)
^b640(%x640: i32):
  %c640 = arith.constant 3 : i32
  %y640 = arith.muli %x640, %c640 : i32
  cf.cond_br %c, ^b641(%y640 : i32), ^b641(%x640 : i32)
^b641(%x641: i32):
  %c641 = arith.constant 4 : i32
  %y641 = arith.muli %x641, %c641 : i32
  cf.cond_br %c, ^b642(%y641 : i32), ^b642(%x641 : i32)
^b642(%x642: i32):
  %c642 = arith.constant 5 : i32
  %y642 = arith.muli %x642, %c642 : i32
  cf.cond_br %c, ^b643(%y642 : i32), ^b643(%x642 : i32)
^b643(%x643: i32):
  %c643 = arith.constant 6 : i32
  %y643 = arith.muli %x643, %c643 : i32
  cf.cond_br %c, ^b644(%y643 : i32), ^b644(%x643 : i32)
^b644(%x644: i32):
  %c644 = arith.constant 0 : i32
  %y644 = arith.muli %x644, %c644 : i32
  cf.cond_br %c, ^b645(%y644 : i32), ^b645(%x644 : i32)
^b645(%x645: i32):
  %c645 = arith.constant 1 : i32
  %y645 = arith.muli %x645, %c645 : i32
  cf.cond_br %c, ^b646(%y645 : i32), ^b646(%x645 : i32)
^b646(%x646: i32):
  %c646 = arith.constant 2 : i32
  %y646 = arith.muli %x646, %c646 : i32
  cf.cond_br %c, ^b647(%y646 : i32), ^b647(%x646 : i32)
^b647(%x647: i32):
  %c647 = arith.constant 3 : i32
  %y647 = arith.muli %x647, %c647 : i32
  cf.cond_br %c, ^b648(%y647 : i32), ^b648(%x647 : i32)
^b648(%x648: i32):
  %c648 = arith.constant 4 : i32
  %y648 = arith.muli %x648, %c648 : i32
  cf.cond_br %c, ^b649(%y648 : i32), ^b649(%x648 : i32)
^b649(%x649: i32):
  %c649 = arith.constant 5 : i32
  %y649 = arith.muli %x649, %c649 : i32
  cf.cond_br %c, ^b650(%y649 : i32), ^b650(%x649 : i32)
^b650(%x650: i32):
  %c650 = arith.constant 6 : i32
  %y650 = arith.muli %x650, %c650 : i32
  cf.cond_br %c, ^b651(%y650 : i32), ^b651(%x650 : i32)
^b651(%x651: i32):
  %c651 = arith.constant 0 : i32
  %y651 = arith.muli %x651, %c651 : i32
  cf.cond_br %c, ^b652(%y651 : i32), ^b652(%x651 : i32)
^b652(%x652: i32):
  %c652 = arith.constant 1 : i32
  %y652 = arith.muli %x652, %c652 : i32
  cf.cond_br %c, ^b653(%y652 : i32), ^b653(%x652 : i32)
^b653(%x653: i32):
  %c653 = arith.constant 2 : i32
  %y653 = arith.muli %x653, %c653 : i32
  cf.cond_br %c, ^b654(%y653 : i32), ^b654(%x653 : i32)
^b654(%x654: i32):
  %c654 = arith.constant 3 : i32
  %y654 = arith.muli %x654, %c654 : i32
  cf.cond_br %c, ^b655(%y654 : i32), ^b655(%x654 : i32)
^b655(%x655: i32):
  %c655 = arith.constant 4 : i32
  %y655 = arith.muli %x655, %c655 : i32
  cf.cond_br %c, ^b656(%y655 : i32), ^b656(%x655 : i32)
^b656(%x656: i32):
  %c656 = arith.constant 5 : i32
  %y656 = arith.muli %x656, %c656 : i32
  cf.cond_br %c, ^b657(%y656 : i32), ^b657(%x656 : i32)
^b657(%x657: i32):
  %c657 = arith.constant 6 : i32
  %y657 = arith.muli %x657, %c657 : i32
  cf.cond_br %c, ^b658(%y657 : i32), ^b658(%x657 : i32)
^b658(%x658: i32):
  %c658 = arith.constant 0 : i32
  %y658 = arith.muli %x658, %c658 : i32
  cf.cond_br %c, ^b659(%y658 : i32), ^b659(%x658 : i32)
^b659(%x659: i32):
  %c659 = arith.constant 1 : i32
  %y659 = arith.muli %x659, %c659 : i32
  cf.cond_br %c, ^b660(%y659 : i32), ^b660(%x659 : i32)
^b660(%x660: i32):
  %c660 = arith.constant 2 : i32
  %y660 = arith.muli %x660, %c660 : i32
  cf.cond_br %c, ^b661(%y660 : i32), ^b661(%x660 : i32)
^b661(%x661: i32):
  %c661 = arith.constant 3 : i32
  %y661 = arith.muli %x661, %c661 : i32
  cf.cond_br %c, ^b662(%y661 : i32), ^b662(%x661 : i32)
^b662(%x662: i32):
  %c662 = arith.constant 4 : i32
  %y662 = arith.muli %x662, %c662 : i32
  cf.cond_br %c, ^b663(%y662 : i32), ^b663(%x662 : i32)
^b663(%x663: i32):
  %c663 = arith.constant 5 : i32
  %y663 = arith.muli %x663, %c663 : i32
  cf.cond_br %c, ^b664(%y663 : i32), ^b664(%x663 : i32)
^b664(%x664: i32):
  %c664 = arith.constant 6 : i32
  %y664 = arith.muli %x664, %c664 : i32
  cf.cond_br %c, ^b665(%y664 : i32), ^b665(%x664 : i32)
^b665(%x665: i32):
  %c665 = arith.constant 0 : i32
  %y665 = arith.muli %x665, %c665 : i32
  cf.cond_br %c, ^b666(%y665 : i32), ^b666(%x665 : i32)
^b666(%x666: i32):
  %c666 = arith.constant 1 : i32
  %y666 = arith.muli %x666, %c666 : i32
  cf.cond_br %c, ^b667(%y666 : i32), ^b667(%x666 : i32)
^b667(%x667: i32):
  %c667 = arith.constant 2 : i32
  %y667 = arith.muli %x667, %c667 : i32
  cf.cond_br %c, ^b668(%y667 : i32), ^b668(%x667 : i32)
^b668(%x668: i32):
  %c668 = arith.constant 3 : i32
  %y668 = arith.muli %x668, %c668 : i32
  cf.cond_br %c, ^b669(%y668 : i32), ^b669(%x668 : i32)
^b669(%x669: i32):
  %c669 = arith.constant 4 : i32
  %y669 = arith.muli %x669, %c669 : i32
  cf.cond_br %c, ^b670(%y669 : i32), ^b670(%x669 : i32)
^b670(%x670: i32):
  %c670 = arith.constant 5 : i32
  %y670 = arith.muli %x670, %c670 : i32
  cf.cond_br %c, ^b671(%y670 : i32), ^b671(%x670 : i32)
^b671(%x671: i32):
  %c671 = arith.constant 6 : i32
  %y671 = arith.muli %x671, %c671 : i32
  cf.cond_br %c, ^b672(%y671 : i32), ^b672(%x671 : i32)
^b672(%x672: i32):
  %c672 = arith.constant 0 : i32
  %y672 = arith.muli %x672, %c672 : i32
  cf.cond_br %c, ^b673(%y672 : i32), ^b673(%x672 : i32)
^b673(%x673: i32):
  %c673 = arith.constant 1 : i32
  %y673 = arith.muli %x673, %c673 : i32
  cf.cond_br %c, ^b674(%y673 : i32), ^b674(%x673 : i32)
^b674(%x674: i32):
  %c674 = arith.constant 2 : i32
  %y674 = arith.muli %x674, %c674 : i32
  cf.cond_br %c, ^b675(%y674 : i32), ^b675(%x674 : i32)
^b675(%x675: i32):
  %c675 = arith.constant 3 : i32
  %y675 = arith.muli %x675, %c675 : i32
  cf.cond_br %c, ^b676(%y675 : i32), ^b676(%x675 : i32)
^b676(%x676: i32):
  %c676 = arith.constant 4 : i32
  %y676 = arith.muli %x676, %c676 : i32
  cf.cond_br %c, ^b677(%y676 : i32), ^b677(%x676 : i32)
^b677(%x677: i32):
  %c677 = arith.constant 5 : i32
  %y677 = arith.muli %x677, %c677 : i32
  cf.cond_br %c, ^b678(%y677 : i32), ^b678(%x677 : i32)
^b678(%x678: i32):
  %c678 = arith.constant 6 : i32
  %y678 = arith.muli %x678, %c678 : i32
  cf.cond_br %c, ^b679(%y678 : i32), ^b679(%x678 : i32)
^b679(%x679: i32):
  %c679 = arith.constant 0 : i32
  %y679 = arith.muli %x679, %c679 : i32
  cf.cond_br %c, ^b680(%y679 : i32), ^b680(%x679 : i32)
^b680(%x680: i32):
  %c680 = arith.constant 1 : i32
  %y680 = arith.muli %x680, %c680 : i32
  cf.cond_br %c, ^b681(%y680 : i32), ^b681(%x680 : i32)
^b681(%x681: i32):
  %c681 = arith.constant 2 : i32
  %y681 = arith.muli %x681, %c681 : i32
  cf.cond_br %c, ^b682(%y681 : i32), ^b682(%x681 : i32)
^b682(%x682: i32):
  %c682 = arith.constant 3 : i32
  %y682 = arith.muli %x682, %c682 : i32
  cf.cond_br %c, ^b683(%y682 : i32), ^b683(%x682 : i32)
^b683(%x683: i32):
  %c683 = arith.constant 4 : i32
  %y683 = arith.muli %x683, %c683 : i32
  cf.cond_br %c, ^b684(%y683 : i32), ^b684(%x683 : i32)
^b684(%x684: i32):
  %c684 = arith.constant 5 : i32
  %y684 = arith.muli %x684, %c684 : i32
  cf.cond_br %c, ^b685(%y684 : i32), ^b685(%x684 : i32)
^b685(%x685: i32):
  %c685 = arith.constant 6 : i32
  %y685 = arith.muli %x685, %c685 : i32
  cf.cond_br %c, ^b686(%y685 : i32), ^b686(%x685 : i32)
^b686(%x686: i32):
  %c686 = arith.constant 0 : i32
  %y686 = arith.muli %x686, %c686 : i32
  cf.cond_br %c, ^b687(%y686 : i32), ^b687(%x686 : i32)
^b687(%x687: i32):
  %c687 = arith.constant 1 : i32
  %y687 = arith.muli %x687, %c687 : i32
  cf.cond_br %c, ^b688(%y687 : i32), ^b688(%x687 : i32)
^b688(%x688: i32):
  %c688 = arith.constant 2 : i32
  %y688 = arith.muli %x688, %c688 : i32
  cf.cond_br %c, ^b689(%y688 : i32), ^b689(%x688 : i32)
^b689(%x689: i32):
  %c689 = arith.constant 3 : i32
  %y689 = arith.muli %x689, %c689 : i32
  cf.cond_br %c, ^b690(%y689 : i32), ^b690(%x689 : i32)
^b690(%x690: i32):
  %c690 = arith.constant 4 : i32
  %y690 = arith.muli %x690, %c690 : i32
  cf.cond_br %c, ^b691(%y690 : i32), ^b691(%x690 : i32)
^b691(%x691: i32):
  %c691 = arith.constant 5 : i32
  %y691 = arith.muli %x691, %c691 : i32
  cf.cond_br %c, ^b692(%y691 : i32), ^b692(%x691 : i32)
^b692(%x692: i32):
  %c692 = arith.constant 6 : i32
  %y692 = arith.muli %x692, %c692 : i32
  cf.cond_br %c, ^b693(%y692 : i32), ^b693(%x692 : i32)
^b693(%x693: i32):
  %c693 = arith.constant 0 : i32
  %y693 = arith.muli %x693, %c693 : i32
  cf.cond_br %c, ^b694(%y693 : i32), ^b694(%x693 : i32)
^b694(%x694: i32):
  %c694 = arith.constant 1 : i32
  %y694 = arith.muli %x694, %c694 : i32
  cf.cond_br %c, ^b695(%y694 : i32), ^b695(%x694 : i32)
^b695(%x695: i32):
  %c695 = arith.constant 2 : i32
  %y695 = arith.muli %x695, %c695 : i32
  cf.cond_br %c, ^b696(%y695 : i32), ^b696(%x695 : i32)
^b696(%x696: i32):
  %c696 = arith.constant 3 : i32
  %y696 = arith.muli %x696, %c696 : i32
  cf.cond_br %c, ^b697(%y696 : i32), ^b697(%x696 : i32)
^b697(%x697: i32):
  %c697 = arith.constant 4 : i32
  %y697 = arith.muli %x697, %c697 : i32
  cf.cond_br %c, ^b698(%y697 : i32), ^b698(%x697 : i32)
^b698(%x698: i32):
  %c698 = arith.constant 5 : i32
  %y698 = arith.muli %x698, %c698 : i32
  cf.cond_br %c, ^b699(%y698 : i32), ^b699(%x698 : i32)
^b699(%x699: i32):
  %c699 = arith.constant 6 : i32
  %y699 = arith.muli %x699, %c699 : i32
  cf.cond_br %c, ^b700(%y699 : i32), ^b700(%x699 : i32)
^b700(%x700: i32):
  %c700 = arith.constant 0 : i32
  %y700 = arith.muli %x700, %c700 : i32
  cf.cond_br %c, ^b701(%y700 : i32), ^b701(%x700 : i32)
^b701(%x701: i32):
  %c701 = arith.constant 1 : i32
  %y701 = arith.muli %x701, %c701 : i32
  cf.cond_br %c, ^b702(%y701 : i32), ^b702(%x701 : i32)
^b702(%x702: i32):
  %c702 = arith.constant 2 : i32
  %y702 = arith.muli %x702, %c702 : i32
  cf.cond_br %c, ^b703(%y702 : i32), ^b703(%x702 : i32)
^b703(%x703: i32):
  %c703 = arith.constant 3 : i32
  %y703 = arith.muli %x703, %c703 : i32
  cf.cond_br %c, ^b704(%y703 : i32), ^b704(%x703 : i32)
^b704(%x704: i32):
  %c704 = arith.constant 4 : i32
  %y704 = arith.muli %x704, %c704 : i32
  cf.cond_br %c, ^b705(%y704 : i32), ^b705(%x704 : i32)
^b705(%x705: i32):
  %c705 = arith.constant 5 : i32
  %y705 = arith.muli %x705, %c705 : i32
  cf.cond_br %c, ^b706(%y705 : i32), ^b706(%x705 : i32)
^b706(%x706: i32):
  %c706 = arith.constant 6 : i32
  %y706 = arith.muli %x706, %c706 : i32
  cf.cond_br %c, ^b707(%y706 : i32), ^b707(%x706 : i32)
^b707(%x707: i32):
  %c707 = arith.constant 0 : i32
  %y707 = arith.muli %x707, %c707 : i32
  cf.cond_br %c, ^b708(%y707 : i32), ^b708(%x707 : i32)
^b708(%x708: i32):
  %c708 = arith.constant 1 : i32
  %y708 = arith.muli %x708, %c708 : i32
  cf.cond_br %c, ^b709(%y708 : i32), ^b709(%x708 : i32)
^b709(%x709: i32):
  %c709 = arith.constant 2 : i32
  %y709 = arith.muli %x709, %c709 : i32
  cf.cond_br %c, ^b710(%y709 : i32), ^b710(%x709 : i32)
^b710(%x710: i32):
  %c710 = arith.constant 3 : i32
  %y710 = arith.muli %x710, %c710 : i32
  cf.cond_br %c, ^b711(%y710 : i32), ^b711(%x710 : i32)
^b711(%x711: i32):
  %c711 = arith.constant 4 : i32
  %y711 = arith.muli %x711, %c711 : i32
  cf.cond_br %c, ^b712(%y711 : i32), ^b712(%x711 : i32)
^b712(%x712: i32):
  %c712 = arith.constant 5 : i32
  %y712 = arith.muli %x712, %c712 : i32
  cf.cond_br %c, ^b713(%y712 : i32), ^b713(%x712 : i32)
^b713(%x713: i32):
  %c713 = arith.constant 6 : i32
  %y713 = arith.muli %x713, %c713 : i32
  cf.cond_br %c, ^b714(%y713 : i32), ^b714(%x713 : i32)
^b714(%x714: i32):
  %c714 = arith.constant 0 : i32
  %y714 = arith.muli %x714, %c714 : i32
  cf.cond_br %c, ^b715(%y714 : i32), ^b715(%x714 : i32)
^b715(%x715: i32):
  %c715 = arith.constant 1 : i32
  %y715 = arith.muli %x715, %c715 : i32
  cf.cond_br %c, ^b716(%y715 : i32), ^b716(%x715 : i32)
^b716(%x716: i32):
  %c716 = arith.constant 2 : i32
  %y716 = arith.muli %x716, %c716 : i32
  cf.cond_br %c, ^b717(%y716 : i32), ^b717(%x716 : i32)
^b717(%x717: i32):
  %c717 = arith.constant 3 : i32
  %y717 = arith.muli %x717, %c717 : i32
  cf.cond_br %c, ^b718(%y717 : i32), ^b718(%x717 : i32)
^b718(%x718: i32):
  %c718 = arith.constant 4 : i32
  %y718 = arith.muli %x718, %c718 : i32
  cf.cond_br %c, ^b719(%y718 : i32), ^b719(%x718 : i32)
^b719(%x719: i32):
  %c719 = arith.constant 5 : i32
  %y719 = arith.muli %x719, %c719 : i32
  cf.cond_br %c, ^b720(%y719 : i32), ^b720(%x719 : i32)
^b720(%x720: i32):
  %c720 = arith.constant 6 : i32
  %y720 = arith.muli %x720, %c720 : i32
  cf.cond_br %c, ^b721(%y720 : i32), ^b721(%x720 : i32)
^b721(%x721: i32):
  %c721 = arith.constant 0 : i32
  %y721 = arith.muli %x721, %c721 : i32
  cf.cond_br %c, ^b722(%y721 : i32), ^b722(%x721 : i32)
^b722(%x722: i32):
  %c722 = arith.constant 1 : i32
  %y722 = arith.muli %x722, %c722 : i32
  cf.cond_br %c, ^b723(%y722 : i32), ^b723(%x722 : i32)
^b723(%x723: i32):
  %c723 = arith.constant 2 : i32
  %y723 = arith.muli %x723, %c723 : i32
  cf.cond_br %c, ^b724(%y723 : i32), ^b724(%x723 : i32)
^b724(%x724: i32):
  %c724 = arith.constant 3 : i32
  %y724 = arith.muli %x724, %c724 : i32
  cf.cond_br %c, ^b725(%y724 : i32), ^b725(%x724 : i32)
^b725(%x725: i32):
  %c725 = arith.constant 4 : i32
  %y725 = arith.muli %x725, %c725 : i32
  cf.cond_br %c, ^b726(%y725 : i32), ^b726(%x725 : i32)
^b726(%x726: i32):
  %c726 = arith.constant 5 : i32
  %y726 = arith.muli %x726, %c726 : i32
  cf.cond_br %c, ^b727(%y726 : i32), ^b727(%x726 : i32)
^b727(%x727: i32):
  %c727 = arith.constant 6 : i32
  %y727 = arith.muli %x727, %c727 : i32
  cf.cond_br %c, ^b728(%y727 : i32), ^b728(%x727 : i32)
^b728(%x728: i32):
  %c728 = arith.constant 0 : i32
  %y728 = arith.muli %x728, %c728 : i32
  cf.cond_br %c, ^b729(%y728 : i32), ^b729(%x728 : i32)
^b729(%x729: i32):
  %c729 = arith.constant 1 : i32
  %y729 = arith.muli %x729, %c729 : i32
  cf.cond_br %c, ^b730(%y729 : i32), ^b730(%x729 : i32)
^b730(%x730: i32):
  %c730 = arith.constant 2 : i32
  %y730 = arith.muli %x730, %c730 : i32
  cf.cond_br %c, ^b731(%y730 : i32), ^b731(%x730 : i32)
^b731(%x731: i32):
  %c731 = arith.constant 3 : i32
  %y731 = arith.muli %x731, %c731 : i32
  cf.cond_br %c, ^b732(%y731 : i32), ^b732(%x731 : i32)
^b732(%x732: i32):
  %c732 = arith.constant 4 : i32
  %y732 = arith.muli %x732, %c732 : i32
  cf.cond_br %c, ^b733(%y732 : i32), ^b733(%x732 : i32)
^b733(%x733: i32):
  %c733 = arith.constant 5 : i32
  %y733 = arith.muli %x733, %c733 : i32
  cf.cond_br %c, ^b734(%y733 : i32), ^b734(%x733 : i32)
^b734(%x734: i32):
  %c734 = arith.constant 6 : i32
  %y734 = arith.muli %x734, %c734 : i32
  cf.cond_br %c, ^b735(%y734 : i32), ^b735(%x734 : i32)
^b735(%x735: i32):
  %c735 = arith.constant 0 : i32
  %y735 = arith.muli %x735, %c735 : i32
  cf.cond_br %c, ^b736(%y735 : i32), ^b736(%x735 : i32)
^b736(%x736: i32):
  %c736 = arith.constant 1 : i32
  %y736 = arith.muli %x736, %c736 : i32
  cf.cond_br %c, ^b737(%y736 : i32), ^b737(%x736 : i32)
^b737(%x737: i32):
  %c737 = arith.constant 2 : i32
  %y737 = arith.muli %x737, %c737 : i32
  cf.cond_br %c, ^b738(%y737 : i32), ^b738(%x737 : i32)
^b738(%x738: i32):
  %c738 = arith.constant 3 : i32
  %y738 = arith.muli %x738, %c738 : i32
  cf.cond_br %c, ^b739(%y738 : i32), ^b739(%x738 : i32)
^b739(%x739: i32):
  %c739 = arith.constant 4 : i32
  %y739 = arith.muli %x739, %c739 : i32
  cf.cond_br %c, ^b740(%y739 : i32), ^b740(%x739 : i32)
^b740(%x740: i32):
  %c740 = arith.constant 5 : i32
  %y740 = arith.muli %x740, %c740 : i32
  cf.cond_br %c, ^b741(%y740 : i32), ^b741(%x740 : i32)
^b741(%x741: i32):
  %c741 = arith.constant 6 : i32
  %y741 = arith.muli %x741, %c741 : i32
  cf.cond_br %c, ^b742(%y741 : i32), ^b742(%x741 : i32)
^b742(%x742: i32):
  %c742 = arith.constant 0 : i32
  %y742 = arith.muli %x742, %c742 : i32
  cf.cond_br %c, ^b743(%y742 : i32), ^b743(%x742 : i32)
^b743(%x743: i32):
  %c743 = arith.constant 1 : i32
  %y743 = arith.muli %x743, %c743 : i32
  cf.cond_br %c, ^b744(%y743 : i32), ^b744(%x743 : i32)
^b744(%x744: i32):
  %c744 = arith.constant 2 : i32
  %y744 = arith.muli %x744, %c744 : i32
  cf.cond_br %c, ^b745(%y744 : i32), ^b745(%x744 : i32)
^b745(%x745: i32):
  %c745 = arith.constant 3 : i32
  %y745 = arith.muli %x745, %c745 : i32
  cf.cond_br %c, ^b746(%y745 : i32), ^b746(%x745 : i32)
^b746(%x746: i32):
  %c746 = arith.constant 4 : i32
  %y746 = arith.muli %x746, %c746 : i32
  cf.cond_br %c, ^b747(%y746 : i32), ^b747(%x746 : i32)
^b747(%x747: i32):
  %c747 = arith.constant 5 : i32
  %y747 = arith.muli %x747, %c747 : i32
  cf.cond_br %c, ^b748(%y747 : i32), ^b748(%x747 : i32)
^b748(%x748: i32):
  %c748 = arith.constant 6 : i32
  %y748 = arith.muli %x748, %c748 : i32
  cf.cond_br %c, ^b749(%y748 : i32), ^b749(%x748 : i32)
^b749(%x749: i32):
  %c749 = arith.constant 0 : i32
  %y749 = arith.muli %x749, %c749 : i32
  cf.cond_br %c, ^b750(%y749 : i32), ^b750(%x749 : i32)
^b750(%x750: i32):
  %c750 = arith.constant 1 : i32
  %y750 = arith.muli %x750, %c750 : i32
  cf.cond_br %c, ^b751(%y750 : i32), ^b751(%x750 : i32)
^b751(%x751: i32):
  %c751 = arith.constant 2 : i32
  %y751 = arith.muli %x751, %c751 : i32
  cf.cond_br %c, ^b752(%y751 : i32), ^b752(%x751 : i32)
^b752(%x752: i32):
  %c752 = arith.constant 3 : i32
  %y752 = arith.muli %x752, %c752 : i32
  cf.cond_br %c, ^b753(%y752 : i32), ^b753(%x752 : i32)
^b753(%x753: i32):
  %c753 = arith.constant 4 : i32
  %y753 = arith.muli %x753, %c753 : i32
  cf.cond_br %c, ^b754(%y753 : i32), ^b754(%x753 : i32)
^b754(%x754: i32):
  %c754 = arith.constant 5 : i32
  %y754 = arith.muli %x754, %c754 : i32
  cf.cond_br %c, ^b755(%y754 : i32), ^b755(%x754 : i32)
^b755(%x755: i32):
  %c755 = arith.constant 6 : i32
  %y755 = arith.muli %x755, %c755 : i32
  cf.cond_br %c, ^b756(%y755 : i32), ^b756(%x755 : i32)
^b756(%x756: i32):
  %c756 = arith.constant 0 : i32
  %y756 = arith.muli %x756, %c756 : i32
  cf.cond_br %c, ^b757(%y756 : i32), ^b757(%x756 : i32)
^b757(%x757: i32):
  %c757 = arith.constant 1 : i32
  %y757 = arith.muli %x757, %c757 : i32
  cf.cond_br %c, ^b758(%y757 : i32), ^b758(%x757 : i32)
^b758(%x758: i32):
  %c758 = arith.constant 2 : i32
  %y758 = arith.muli %x758, %c758 : i32
  cf.cond_br %c, ^b759(%y758 : i32), ^b759(%x758 : i32)
^b759(%x759: i32):
  %c759 = arith.constant 3 : i32
  %y759 = arith.muli %x759, %c759 : i32
  cf.cond_br %c, ^b760(%y759 : i32), ^b760(%x759 : i32)
^b760(%x760: i32):
  %c760 = arith.constant 4 : i32
  %y760 = arith.muli %x760, %c760 : i32
  cf.cond_br %c, ^b761(%y760 : i32), ^b761(%x760 : i32)
^b761(%x761: i32):
  %c761 = arith.constant 5 : i32
  %y761 = arith.muli %x761, %c761 : i32
  cf.cond_br %c, ^b762(%y761 : i32), ^b762(%x761 : i32)
^b762(%x762: i32):
  %c762 = arith.constant 6 : i32
  %y762 = arith.muli %x762, %c762 : i32
  cf.cond_br %c, ^b763(%y762 : i32), ^b763(%x762 : i32)
^b763(%x763: i32):
  %c763 = arith.constant 0 : i32
  %y763 = arith.muli %x763, %c763 : i32
  cf.cond_br %c, ^b764(%y763 : i32), ^b764(%x763 : i32)
^b764(%x764: i32):
  %c764 = arith.constant 1 : i32
  %y764 = arith.muli %x764, %c764 : i32
  cf.cond_br %c, ^b765(%y764 : i32), ^b765(%x764 : i32)
^b765(%x765: i32):
  %c765 = arith.constant 2 : i32
  %y765 = arith.muli %x765, %c765 : i32
  cf.cond_br %c, ^b766(%y765 : i32), ^b766(%x765 : i32)
^b766(%x766: i32):
  %c766 = arith.constant 3 : i32
  %y766 = arith.muli %x766, %c766 : i32
  cf.cond_br %c, ^b767(%y766 : i32), ^b767(%x766 : i32)
^b767(%x767: i32):
  %c767 = arith.constant 4 : i32
  %y767 = arith.muli %x767, %c767 : i32
  cf.cond_br %c, ^b768(%y767 : i32), ^b768(%x767 : i32)
^b768(%x768: i32):
  %c768 = arith.constant 5 : i32
  %y768 = arith.muli %x768, %c768 : i32
  cf.cond_br %c, ^b769(%y768 : i32), ^b769(%x768 : i32)
^b769(%x769: i32):
  %c769 = arith.constant 6 : i32
  %y769 = arith.muli %x769, %c769 : i32
  cf.cond_br %c, ^b770(%y769 : i32), ^b770(%x769 : i32)
^b770(%x770: i32):
  %c770 = arith.constant 0 : i32
  %y770 = arith.muli %x770, %c770 : i32
  cf.cond_br %c, ^b771(%y770 : i32), ^b771(%x770 : i32)
^b771(%x771: i32):
  %c771 = arith.constant 1 : i32
  %y771 = arith.muli %x771, %c771 : i32
  cf.cond_br %c, ^b772(%y771 : i32), ^b772(%x771 : i32)
^b772(%x772: i32):
  %c772 = arith.constant 2 : i32
  %y772 = arith.muli %x772, %c772 : i32
  cf.cond_br %c, ^b773(%y772 : i32), ^b773(%x772 : i32)
^b773(%x773: i32):
  %c773 = arith.constant 3 : i32
  %y773 = arith.muli %x773, %c773 : i32
  cf.cond_br %c, ^b774(%y773 : i32), ^b774(%x773 : i32)
^b774(%x774: i32):
  %c774 = arith.constant 4 : i32
  %y774 = arith.muli %x774, %c774 : i32
  cf.cond_br %c, ^b775(%y774 : i32), ^b775(%x774 : i32)
^b775(%x775: i32):
  %c775 = arith.constant 5 : i32
  %y775 = arith.muli %x775, %c775 : i32
  cf.cond_br %c, ^b776(%y775 : i32), ^b776(%x775 : i32)
^b776(%x776: i32):
  %c776 = arith.constant 6 : i32
  %y776 = arith.muli %x776, %c776 : i32
  cf.cond_br %c, ^b777(%y776 : i32), ^b777(%x776 : i32)
^b777(%x777: i32):
  %c777 = arith.constant 0 : i32
  %y777 = arith.muli %x777, %c777 : i32
  cf.cond_br %c, ^b778(%y777 : i32), ^b778(%x777 : i32)
^b778(%x778: i32):
  %c778 = arith.constant 1 : i32
  %y778 = arith.muli %x778, %c778 : i32
  cf.cond_br %c, ^b779(%y778 : i32), ^b779(%x778 : i32)
^b779(%x779: i32):
  %c779 = arith.constant 2 : i32
  %y779 = arith.muli %x779, %c779 : i32
  cf.cond_br %c, ^b780(%y779 : i32), ^b780(%x779 : i32)
^b780(%x780: i32):
  %c780 = arith.constant 3 : i32
  %y780 = arith.muli %x780, %c780 : i32
  cf.cond_br %c, ^b781(%y780 : i32), ^b781(%x780 : i32)
^b781(%x781: i32):
  %c781 = arith.constant 4 : i32
  %y781 = arith.muli %x781, %c781 : i32
  cf.cond_br %c, ^b782(%y781 : i32), ^b782(%x781 : i32)
^b782(%x782: i32):
  %c782 = arith.constant 5 : i32
  %y782 = arith.muli %x782, %c782 : i32
  cf.cond_br %c, ^b783(%y782 : i32), ^b783(%x782 : i32)
^b783(%x783: i32):
  %c783 = arith.constant 6 : i32
  %y783 = arith.muli %x783, %c783 : i32
  cf.cond_br %c, ^b784(%y783 : i32), ^b784(%x783 : i32)
^b784(%x784: i32):
  %c784 = arith.constant 0 : i32
  %y784 = arith.muli %x784, %c784 : i32
  cf.cond_br %c, ^b785(%y784 : i32), ^b785(%x784 : i32)
^b785(%x785: i32):
  %c785 = arith.constant 1 : i32
  %y785 = arith.muli %x785, %c785 : i32
  cf.cond_br %c, ^b786(%y785 : i32), ^b786(%x785 : i32)
^b786(%x786: i32):
  %c786 = arith.constant 2 : i32
  %y786 = arith.muli %x786, %c786 : i32
  cf.cond_br %c, ^b787(%y786 : i32), ^b787(%x786 : i32)
^b787(%x787: i32):
  %c787 = arith.constant 3 : i32
  %y787 = arith.muli %x787, %c787 : i32
  cf.cond_br %c, ^b788(%y787 : i32), ^b788(%x787 : i32)
^b788(%x788: i32):
  %c788 = arith.constant 4 : i32
  %y788 = arith.muli %x788, %c788 : i32
  cf.cond_br %c, ^b789(%y788 : i32), ^b789(%x788 : i32)
^b789(%x789: i32):
  %c789 = arith.constant 5 : i32
  %y789 = arith.muli %x789, %c789 : i32
  cf.cond_br %c, ^b790(%y789 : i32), ^b790(%x789 : i32)
^b790(%x790: i32):
  %c790 = arith.constant 6 : i32
  %y790 = arith.muli %x790, %c790 : i32
  cf.cond_br %c, ^b791(%y790 : i32), ^b791(%x790 : i32)
^b791(%x791: i32):
  %c791 = arith.constant 0 : i32
  %y791 = arith.muli %x791, %c791 : i32
  cf.cond_br %c, ^b792(%y791 : i32), ^b792(%x791 : i32)
^b792(%x792: i32):
  %c792 = arith.constant 1 : i32
  %y792 = arith.muli %x792, %c792 : i32
  cf.cond_br %c, ^b793(%y792 : i32), ^b793(%x792 : i32)
^b793(%x793: i32):
  %c793 = arith.constant 2 : i32
  %y793 = arith.muli %x793, %c793 : i32
  cf.cond_br %c, ^b794(%y793 : i32), ^b794(%x793 : i32)
^b794(%x794: i32):
  %c794 = arith.constant 3 : i32
  %y794 = arith.muli %x794, %c794 : i32
  cf.cond_br %c, ^b795(%y794 : i32), ^b795(%x794 : i32)
^b795(%x795: i32):
  %c795 = arith.constant 4 : i32
  %y795 = arith.muli %x795, %c795 : i32
  cf.cond_br %c, ^b796(%y795 : i32), ^b796(%x795 : i32)
^b796(%x796: i32):
  %c796 = arith.constant 5 : i32
  %y796 = arith.muli %x796, %c796 : i32
  cf.cond_br %c, ^b797(%y796 : i32), ^b797(%x796 : i32)
^b797(%x797: i32):
  %c797 = arith.constant 6 : i32
  %y797 = arith.muli %x797, %c797 : i32
  cf.cond_br %c, ^b798(%y797 : i32), ^b798(%x797 : i32)
^b798(%x798: i32):
  %c798 = arith.constant 0 : i32
  %y798 = arith.muli %x798, %c798 : i32
  cf.cond_br %c, ^b799(%y798 : i32), ^b799(%x798 : i32)
^b799(%x799: i32):
  %c799 = arith.constant 1 : i32
  %y799 = arith.muli %x799, %c799 : i32
  cf.cond_br %c, ^b800(%y799 : i32), ^b800(%x799 : i32)
^b800(%x800: i32):
  %c800 = arith.constant 2 : i32
  %y800 = arith.muli %x800, %c800 : i32
  cf.cond_br %c, ^b801(%y800 : i32), ^b801(%x800 : i32)
^b801(%x801: i32):
  %c801 = arith.constant 3 : i32
  %y801 = arith.muli %x801, %c801 : i32
  cf.cond_br %c, ^b802(%y801 : i32), ^b802(%x801 : i32)
^b802(%x802: i32):
  %c802 = arith.constant 4 : i32
  %y802 = arith.muli %x802, %c802 : i32
  cf.cond_br %c, ^b803(%y802 : i32), ^b803(%x802 : i32)
^b803(%x803: i32):
  %c803 = arith.constant 5 : i32
  %y803 = arith.muli %x803, %c803 : i32
  cf.cond_br %c, ^b804(%y803 : i32), ^b804(%x803 : i32)
^b804(%x804: i32):
  %c804 = arith.constant 6 : i32
  %y804 = arith.muli %x804, %c804 : i32
  cf.cond_br %c, ^b805(%y804 : i32), ^b805(%x804 : i32)
^b805(%x805: i32):
  %c805 = arith.constant 0 : i32
  %y805 = arith.muli %x805, %c805 : i32
  cf.cond_br %c, ^b806(%y805 : i32), ^b806(%x805 : i32)
^b806(%x806: i32):
  %c806 = arith.constant 1 : i32
  %y806 = arith.muli %x806, %c806 : i32
  cf.cond_br %c, ^b807(%y806 : i32), ^b807(%x806 : i32)
^b807(%x807: i32):
  %c807 = arith.constant 2 : i32
  %y807 = arith.muli %x807, %c807 : i32
  cf.cond_br %c, ^b808(%y807 : i32), ^b808(%x807 : i32)
^b808(%x808: i32):
  %c808 = arith.constant 3 : i32
  %y808 = arith.muli %x808, %c808 : i32
  cf.cond_br %c, ^b809(%y808 : i32), ^b809(%x808 : i32)
^b809(%x809: i32):
  %c809 = arith.constant 4 : i32
  %y809 = arith.muli %x809, %c809 : i32
  cf.cond_br %c, ^b810(%y809 : i32), ^b810(%x809 : i32)
^b810(%x810: i32):
  %c810 = arith.constant 5 : i32
  %y810 = arith.muli %x810, %c810 : i32
  cf.cond_br %c, ^b811(%y810 : i32), ^b811(%x810 : i32)
^b811(%x811: i32):
  %c811 = arith.constant 6 : i32
  %y811 = arith.muli %x811, %c811 : i32
  cf.cond_br %c, ^b812(%y811 : i32), ^b812(%x811 : i32)
^b812(%x812: i32):
  %c812 = arith.constant 0 : i32
  %y812 = arith.muli %x812, %c812 : i32
  cf.cond_br %c, ^b813(%y812 : i32), ^b813(%x812 : i32)
^b813(%x813: i32):
  %c813 = arith.constant 1 : i32
  %y813 = arith.muli %x813, %c813 : i32
  cf.cond_br %c, ^b814(%y813 : i32), ^b814(%x813 : i32)
^b814(%x814: i32):
  %c814 = arith.constant 2 : i32
  %y814 = arith.muli %x814, %c814 : i32
  cf.cond_br %c, ^b815(%y814 : i32), ^b815(%x814 : i32)
^b815(%x815: i32):
  %c815 = arith.constant 3 : i32
  %y815 = arith.muli %x815, %c815 : i32
  cf.cond_br %c, ^b816(%y815 : i32), ^b816(%x815 : i32)
^b816(%x816: i32):
  %c816 = arith.constant 4 : i32
  %y816 = arith.muli %x816, %c816 : i32
  cf.cond_br %c, ^b817(%y816 : i32), ^b817(%x816 : i32)
^b817(%x817: i32):
  %c817 = arith.constant 5 : i32
  %y817 = arith.muli %x817, %c817 : i32
  cf.cond_br %c, ^b818(%y817 : i32), ^b818(%x817 : i32)
^b818(%x818: i32):
  %c818 = arith.constant 6 : i32
  %y818 = arith.muli %x818, %c818 : i32
  cf.cond_br %c, ^b819(%y818 : i32), ^b819(%x818 : i32)
^b819(%x819: i32):
  %c819 = arith.constant 0 : i32
  %y819 = arith.muli %x819, %c819 : i32
  cf.cond_br %c, ^b820(%y819 : i32), ^b820(%x819 : i32)
^b820(%x820: i32):
  %c820 = arith.constant 1 : i32
  %y820 = arith.muli %x820, %c820 : i32
  cf.cond_br %c, ^b821(%y820 : i32), ^b821(%x820 : i32)
^b821(%x821: i32):
  %c821 = arith.constant 2 : i32
  %y821 = arith.muli %x821, %c821 : i32
  cf.cond_br %c, ^b822(%y821 : i32), ^b822(%x821 : i32)
^b822(%x822: i32):
  %c822 = arith.constant 3 : i32
  %y822 = arith.muli %x822, %c822 : i32
  cf.cond_br %c, ^b823(%y822 : i32), ^b823(%x822 : i32)
^b823(%x823: i32):
  %c823 = arith.constant 4 : i32
  %y823 = arith.muli %x823, %c823 : i32
  cf.cond_br %c, ^b824(%y823 : i32), ^b824(%x823 : i32)
^b824(%x824: i32):
  %c824 = arith.constant 5 : i32
  %y824 = arith.muli %x824, %c824 : i32
  cf.cond_br %c, ^b825(%y824 : i32), ^b825(%x824 : i32)
^b825(%x825: i32):
  %c825 = arith.constant 6 : i32
  %y825 = arith.muli %x825, %c825 : i32
  cf.cond_br %c, ^b826(%y825 : i32), ^b826(%x825 : i32)
^b826(%x826: i32):
  %c826 = arith.constant 0 : i32
  %y826 = arith.muli %x826, %c826 : i32
  cf.cond_br %c, ^b827(%y826 : i32), ^b827(%x826 : i32)
^b827(%x827: i32):
  %c827 = arith.constant 1 : i32
  %y827 = arith.muli %x827, %c827 : i32
  cf.cond_br %c, ^b828(%y827 : i32), ^b828(%x827 : i32)
^b828(%x828: i32):
  %c828 = arith.constant 2 : i32
  %y828 = arith.muli %x828, %c828 : i32
  cf.cond_br %c, ^b829(%y828 : i32), ^b829(%x828 : i32)
^b829(%x829: i32):
  %c829 = arith.constant 3 : i32
  %y829 = arith.muli %x829, %c829 : i32
  cf.cond_br %c, ^b830(%y829 : i32), ^b830(%x829 : i32)
^b830(%x830: i32):
  %c830 = arith.constant 4 : i32
  %y830 = arith.muli %x830, %c830 : i32
  cf.cond_br %c, ^b831(%y830 : i32), ^b831(%x830 : i32)
^b831(%x831: i32):
  %c831 = arith.constant 5 : i32
  %y831 = arith.muli %x831, %c831 : i32
  cf.cond_br %c, ^b832(%y831 : i32), ^b832(%x831 : i32)
^b832(%x832: i32):
  %c832 = arith.constant 6 : i32
  %y832 = arith.muli %x832, %c832 : i32
  cf.cond_br %c, ^b833(%y832 : i32), ^b833(%x832 : i32)
^b833(%x833: i32):
  %c833 = arith.constant 0 : i32
  %y833 = arith.muli %x833, %c833 : i32
  cf.cond_br %c, ^b834(%y833 : i32), ^b834(%x833 : i32)
^b834(%x834: i32):
  %c834 = arith.constant 1 : i32
  %y834 = arith.muli %x834, %c834 : i32
  cf.cond_br %c, ^b835(%y834 : i32), ^b835(%x834 : i32)
^b835(%x835: i32):
  %c835 = arith.constant 2 : i32
  %y835 = arith.muli %x835, %c835 : i32
  cf.cond_br %c, ^b836(%y835 : i32), ^b836(%x835 : i32)
^b836(%x836: i32):
  %c836 = arith.constant 3 : i32
  %y836 = arith.muli %x836, %c836 : i32
  cf.cond_br %c, ^b837(%y836 : i32), ^b837(%x836 : i32)
^b837(%x837: i32):
  %c837 = arith.constant 4 : i32
  %y837 = arith.muli %x837, %c837 : i32
  cf.cond_br %c, ^b838(%y837 : i32), ^b838(%x837 : i32)
^b838(%x838: i32):
  %c838 = arith.constant 5 : i32
  %y838 = arith.muli %x838, %c838 : i32
  cf.cond_br %c, ^b839(%y838 : i32), ^b839(%x838 : i32)
^b839(%x839: i32):
  %c839 = arith.constant 6 : i32
  %y839 = arith.muli %x839, %c839 : i32
  cf.cond_br %c, ^b840(%y839 : i32), ^b840(%x839 : i32)
^b840(%x840: i32):
  %c840 = arith.constant 0 : i32
  %y840 = arith.muli %x840, %c840 : i32
  cf.cond_br %c, ^b841(%y840 : i32), ^b841(%x840 : i32)
^b841(%x841: i32):
  %c841 = arith.constant 1 : i32
  %y841 = arith.muli %x841, %c841 : i32
  cf.cond_br %c, ^b842(%y841 : i32), ^b842(%x841 : i32)
^b842(%x842: i32):
  %c842 = arith.constant 2 : i32
  %y842 = arith.muli %x842, %c842 : i32
  cf.cond_br %c, ^b843(%y842 : i32), ^b843(%x842 : i32)
^b843(%x843: i32):
  %c843 = arith.constant 3 : i32
  %y843 = arith.muli %x843, %c843 : i32
  cf.cond_br %c, ^b844(%y843 : i32), ^b844(%x843 : i32)
^b844(%x844: i32):
  %c844 = arith.constant 4 : i32
  %y844 = arith.muli %x844, %c844 : i32
  cf.cond_br %c, ^b845(%y844 : i32), ^b845(%x844 : i32)
^b845(%x845: i32):
  %c845 = arith.constant 5 : i32
  %y845 = arith.muli %x845, %c845 : i32
  cf.cond_br %c, ^b846(%y845 : i32), ^b846(%x845 : i32)
^b846(%x846: i32):
  %c846 = arith.constant 6 : i32
  %y846 = arith.muli %x846, %c846 : i32
  cf.cond_br %c, ^b847(%y846 : i32), ^b847(%x846 : i32)
^b847(%x847: i32):
  %c847 = arith.constant 0 : i32
  %y847 = arith.muli %x847, %c847 : i32
  cf.cond_br %c, ^b848(%y847 : i32), ^b848(%x847 : i32)
^b848(%x848: i32):
  %c848 = arith.constant 1 : i32
  %y848 = arith.muli %x848, %c848 : i32
  cf.cond_br %c, ^b849(%y848 : i32), ^b849(%x848 : i32)
^b849(%x849: i32):
  %c849 = arith.constant 2 : i32
  %y849 = arith.muli %x849, %c849 : i32
  cf.cond_br %c, ^b850(%y849 : i32), ^b850(%x849 : i32)
^b850(%x850: i32):
  %c850 = arith.constant 3 : i32
  %y850 = arith.muli %x850, %c850 : i32
  cf.cond_br %c, ^b851(%y850 : i32), ^b851(%x850 : i32)
^b851(%x851: i32):
  %c851 = arith.constant 4 : i32
  %y851 = arith.muli %x851, %c851 : i32
  cf.cond_br %c, ^b852(%y851 : i32), ^b852(%x851 : i32)
^b852(%x852: i32):
  %c852 = arith.constant 5 : i32
  %y852 = arith.muli %x852, %c852 : i32
  cf.cond_br %c, ^b853(%y852 : i32), ^b853(%x852 : i32)
^b853(%x853: i32):
  %c853 = arith.constant 6 : i32
  %y853 = arith.muli %x853, %c853 : i32
  cf.cond_br %c, ^b854(%y853 : i32), ^b854(%x853 : i32)
^b854(%x854: i32):
  %c854 = arith.constant 0 : i32
  %y854 = arith.muli %x854, %c854 : i32
  cf.cond_br %c, ^b855(%y854 : i32), ^b855(%x854 : i32)
^b855(%x855: i32):
  %c855 = arith.constant 1 : i32
  %y855 = arith.muli %x855, %c855 : i32
  cf.cond_br %c, ^b856(%y855 : i32), ^b856(%x855 : i32)
^b856(%x856: i32):
  %c856 = arith.constant 2 : i32
  %y856 = arith.muli %x856, %c856 : i32
  cf.cond_br %c, ^b857(%y856 : i32), ^b857(%x856 : i32)
^b857(%x857: i32):
  %c857 = arith.constant 3 : i32
  %y857 = arith.muli %x857, %c857 : i32
  cf.cond_br %c, ^b858(%y857 : i32), ^b858(%x857 : i32)
^b858(%x858: i32):
  %c858 = arith.constant 4 : i32
  %y858 = arith.muli %x858, %c858 : i32
  cf.cond_br %c, ^b859(%y858 : i32), ^b859(%x858 : i32)
^b859(%x859: i32):
  %c859 = arith.constant 5 : i32
  %y859 = arith.muli %x859, %c859 : i32
  cf.cond_br %c, ^b860(%y859 : i32), ^b860(%x859 : i32)
^b860(%x860: i32):
  %c860 = arith.constant 6 : i32
  %y860 = arith.muli %x860, %c860 : i32
  cf.cond_br %c, ^b861(%y860 : i32), ^b861(%x860 : i32)
^b861(%x861: i32):
  %c861 = arith.constant 0 : i32
  %y861 = arith.muli %x861, %c861 : i32
  cf.cond_br %c, ^b862(%y861 : i32), ^b862(%x861 : i32)
^b862(%x862: i32):
  %c862 = arith.constant 1 : i32
  %y862 = arith.muli %x862, %c862 : i32
  cf.cond_br %c, ^b863(%y862 : i32), ^b863(%x862 : i32)
^b863(%x863: i32):
  %c863 = arith.constant 2 : i32
  %y863 = arith.muli %x863, %c863 : i32
  cf.cond_br %c, ^b864(%y863 : i32), ^b864(%x863 : i32)
^b864(%x864: i32):
  %c864 = arith.constant 3 : i32
  %y864 = arith.muli %x864, %c864 : i32
  cf.cond_br %c, ^b865(%y864 : i32), ^b865(%x864 : i32)
^b865(%x865: i32):
  %c865 = arith.constant 4 : i32
  %y865 = arith.muli %x865, %c865 : i32
  cf.cond_br %c, ^b866(%y865 : i32), ^b866(%x865 : i32)
^b866(%x866: i32):
  %c866 = arith.constant 5 : i32
  %y866 = arith.muli %x866, %c866 : i32
  cf.cond_br %c, ^b867(%y866 : i32), ^b867(%x866 : i32)
^b867(%x867: i32):
  %c867 = arith.constant 6 : i32
  %y867 = arith.muli %x867, %c867 : i32
  cf.cond_br %c, ^b868(%y867 : i32), ^b868(%x867 : i32)
^b868(%x868: i32):
  %c868 = arith.constant 0 : i32
  %y868 = arith.muli %x868, %c868 : i32
  cf.cond_br %c, ^b869(%y868 : i32), ^b869(%x868 : i32)
^b869(%x869: i32):
  %c869 = arith.constant 1 : i32
  %y869 = arith.muli %x869, %c869 : i32
  cf.cond_br %c, ^b870(%y869 : i32), ^b870(%x869 : i32)
^b870(%x870: i32):
  %c870 = arith.constant 2 : i32
  %y870 = arith.muli %x870, %c870 : i32
  cf.cond_br %c, ^b871(%y870 : i32), ^b871(%x870 : i32)
^b871(%x871: i32):
  %c871 = arith.constant 3 : i32
  %y871 = arith.muli %x871, %c871 : i32
  cf.cond_br %c, ^b872(%y871 : i32), ^b872(%x871 : i32)
^b872(%x872: i32):
  %c872 = arith.constant 4 : i32
  %y872 = arith.muli %x872, %c872 : i32
  cf.cond_br %c, ^b873(%y872 : i32), ^b873(%x872 : i32)
^b873(%x873: i32):
  %c873 = arith.constant 5 : i32
  %y873 = arith.muli %x873, %c873 : i32
  cf.cond_br %c, ^b874(%y873 : i32), ^b874(%x873 : i32)
^b874(%x874: i32):
  %c874 = arith.constant 6 : i32
  %y874 = arith.muli %x874, %c874 : i32
  cf.cond_br %c, ^b875(%y874 : i32), ^b875(%x874 : i32)
^b875(%x875: i32):
  %c875 = arith.constant 0 : i32
  %y875 = arith.muli %x875, %c875 : i32
  cf.cond_br %c, ^b876(%y875 : i32), ^b876(%x875 : i32)
^b876(%x876: i32):
  %c876 = arith.constant 1 : i32
  %y876 = arith.muli %x876, %c876 : i32
  cf.cond_br %c, ^b877(%y876 : i32), ^b877(%x876 : i32)
^b877(%x877: i32):
  %c877 = arith.constant 2 : i32
  %y877 = arith.muli %x877, %c877 : i32
  cf.cond_br %c, ^b878(%y877 : i32), ^b878(%x877 : i32)
^b878(%x878: i32):
  %c878 = arith.constant 3 : i32
  %y878 = arith.muli %x878, %c878 : i32
  cf.cond_br %c, ^b879(%y878 : i32), ^b879(%x878 : i32)
^b879(%x879: i32):
  %c879 = arith.constant 4 : i32
  %y879 = arith.muli %x879, %c879 : i32
  cf.cond_br %c, ^b880(%y879 : i32), ^b880(%x879 : i32)
^b880(%x880: i32):
  %c880 = arith.constant 5 : i32
  %y880 = arith.muli %x880, %c880 : i32
  cf.cond_br %c, ^b881(%y880 : i32), ^b881(%x880 : i32)
^b881(%x881: i32):
  %c881 = arith.constant 6 : i32
  %y881 = arith.muli %x881, %c881 : i32
  cf.cond_br %c, ^b882(%y881 : i32), ^b882(%x881 : i32)
^b882(%x882: i32):
  %c882 = arith.constant 0 : i32
  %y882 = arith.muli %x882, %c882 : i32
  cf.cond_br %c, ^b883(%y882 : i32), ^b883(%x882 : i32)
^b883(%x883: i32):
  %c883 = arith.constant 1 : i32
  %y883 = arith.muli %x883, %c883 : i32
  cf.cond_br %c, ^b884(%y883 : i32), ^b884(%x883 : i32)
^b884(%x884: i32):
  %c884 = arith.constant 2 : i32
  %y884 = arith.muli %x884, %c884 : i32
  cf.cond_br %c, ^b885(%y884 : i32), ^b885(%x884 : i32)
^b885(%x885: i32):
  %c885 = arith.constant 3 : i32
  %y885 = arith.muli %x885, %c885 : i32
  cf.cond_br %c, ^b886(%y885 : i32), ^b886(%x885 : i32)
^b886(%x886: i32):
  %c886 = arith.constant 4 : i32
  %y886 = arith.muli %x886, %c886 : i32
  cf.cond_br %c, ^b887(%y886 : i32), ^b887(%x886 : i32)
^b887(%x887: i32):
  %c887 = arith.constant 5 : i32
  %y887 = arith.muli %x887, %c887 : i32
  cf.cond_br %c, ^b888(%y887 : i32), ^b888(%x887 : i32)
^b888(%x888: i32):
  %c888 = arith.constant 6 : i32
  %y888 = arith.muli %x888, %c888 : i32
  cf.cond_br %c, ^b889(%y888 : i32), ^b889(%x888 : i32)
^b889(%x889: i32):
  %c889 = arith.constant 0 : i32
  %y889 = arith.muli %x889, %c889 : i32
  cf.cond_br %c, ^b890(%y889 : i32), ^b890(%x889 : i32)
^b890(%x890: i32):
  %c890 = arith.constant 1 : i32
  %y890 = arith.muli %x890, %c890 : i32
  cf.cond_br %c, ^b891(%y890 : i32), ^b891(%x890 : i32)
^b891(%x891: i32):
  %c891 = arith.constant 2 : i32
  %y891 = arith.muli %x891, %c891 : i32
  cf.cond_br %c, ^b892(%y891 : i32), ^b892(%x891 : i32)
^b892(%x892: i32):
  %c892 = arith.constant 3 : i32
  %y892 = arith.muli %x892, %c892 : i32
  cf.cond_br %c, ^b893(%y892 : i32), ^b893(%x892 : i32)
^b893(%x893: i32):
  %c893 = arith.constant 4 : i32
  %y893 = arith.muli %x893, %c893 : i32
  cf.cond_br %c, ^b894(%y893 : i32), ^b894(%x893 : i32)
^b894(%x894: i32):
  %c894 = arith.constant 5 : i32
  %y894 = arith.muli %x894, %c894 : i32
  cf.cond_br %c, ^b895(%y894 : i32), ^b895(%x894 : i32)
^b895(%x895: i32):
  %c895 = arith.constant 6 : i32
  %y895 = arith.muli %x895, %c895 : i32
  cf.cond_br %c, ^b896(%y895 : i32), ^b896(%x895 : i32)
^b896(%x896: i32):
  %c896 = arith.constant 0 : i32
  %y896 = arith.muli %x896, %c896 : i32
  cf.cond_br %c, ^b897(%y896 : i32), ^b897(%x896 : i32)
^b897(%x897: i32):
  %c897 = arith.constant 1 : i32
  %y897 = arith.muli %x897, %c897 : i32
  cf.cond_br %c, ^b898(%y897 : i32), ^b898(%x897 : i32)
^b898(%x898: i32):
  %c898 = arith.constant 2 : i32
  %y898 = arith.muli %x898, %c898 : i32
  cf.cond_br %c, ^b899(%y898 : i32), ^b899(%x898 : i32)
^b899(%x899: i32):
  %c899 = arith.constant 3 : i32
  %y899 = arith.muli %x899, %c899 : i32
  cf.cond_br %c, ^b900(%y899 : i32), ^b900(%x899 : i32)
^b900(%x900: i32):
  %c900 = arith.constant 4 : i32
  %y900 = arith.muli %x900, %c900 : i32
  cf.cond_br %c, ^b901(%y900 : i32), ^b901(%x900 : i32)
^b901(%x901: i32):
  %c901 = arith.constant 5 : i32
  %y901 = arith.muli %x901, %c901 : i32
  cf.cond_br %c, ^b902(%y901 : i32), ^b902(%x901 : i32)
^b902(%x902: i32):
  %c902 = arith.constant 6 : i32
  %y902 = arith.muli %x902, %c902 : i32
  cf.cond_br %c, ^b903(%y902 : i32), ^b903(%x902 : i32)
^b903(%x903: i32):
  %c903 = arith.constant 0 : i32
  %y903 = arith.muli %x903, %c903 : i32
  cf.cond_br %c, ^b904(%y903 : i32), ^b904(%x903 : i32)
^b904(%x904: i32):
  %c904 = arith.constant 1 : i32
  %y904 = arith.muli %x904, %c904 : i32
  cf.cond_br %c, ^b905(%y904 : i32), ^b905(%x904 : i32)
^b905(%x905: i32):
  %c905 = arith.constant 2 : i32
  %y905 = arith.muli %x905, %c905 : i32
  cf.cond_br %c, ^b906(%y905 : i32), ^b906(%x905 : i32)
^b906(%x906: i32):
  %c906 = arith.constant 3 : i32
  %y906 = arith.muli %x906, %c906 : i32
  cf.cond_br %c, ^b907(%y906 : i32), ^b907(%x906 : i32)
^b907(%x907: i32):
  %c907 = arith.constant 4 : i32
  %y907 = arith.muli %x907, %c907 : i32
  cf.cond_br %c, ^b908(%y907 : i32), ^b908(%x907 : i32)
^b908(%x908: i32):
  %c908 = arith.constant 5 : i32
  %y908 = arith.muli %x908, %c908 : i32
  cf.cond_br %c, ^b909(%y908 : i32), ^b909(%x908 : i32)
^b909(%x909: i32):
  %c909 = arith.constant 6 : i32
  %y909 = arith.muli %x909, %c909 : i32
  cf.cond_br %c, ^b910(%y909 : i32), ^b910(%x909 : i32)
^b910(%x910: i32):
  %c910 = arith.constant 0 : i32
  %y910 = arith.muli %x910, %c910 : i32
  cf.cond_br %c, ^b911(%y910 : i32), ^b911(%x910 : i32)
^b911(%x911: i32):
  %c911 = arith.constant 1 : i32
  %y911 = arith.muli %x911, %c911 : i32
  cf.cond_br %c, ^b912(%y911 : i32), ^b912(%x911 : i32)
^b912(%x912: i32):
  %c912 = arith.constant 2 : i32
  %y912 = arith.muli %x912, %c912 : i32
  cf.cond_br %c, ^b913(%y912 : i32), ^b913(%x912 : i32)
^b913(%x913: i32):
  %c913 = arith.constant 3 : i32
  %y913 = arith.muli %x913, %c913 : i32
  cf.cond_br %c, ^b914(%y913 : i32), ^b914(%x913 : i32)
^b914(%x914: i32):
  %c914 = arith.constant 4 : i32
  %y914 = arith.muli %x914, %c914 : i32
  cf.cond_br %c, ^b915(%y914 : i32), ^b915(%x914 : i32)
^b915(%x915: i32):
  %c915 = arith.constant 5 : i32
  %y915 = arith.muli %x915, %c915 : i32
  cf.cond_br %c, ^b916(%y915 : i32), ^b916(%x915 : i32)
^b916(%x916: i32):
  %c916 = arith.constant 6 : i32
  %y916 = arith.muli %x916, %c916 : i32
  cf.cond_br %c, ^b917(%y916 : i32), ^b917(%x916 : i32)
^b917(%x917: i32):
  %c917 = arith.constant 0 : i32
  %y917 = arith.muli %x917, %c917 : i32
  cf.cond_br %c, ^b918(%y917 : i32), ^b918(%x917 : i32)
^b918(%x918: i32):
  %c918 = arith.constant 1 : i32
  %y918 = arith.muli %x918, %c918 : i32
  cf.cond_br %c, ^b919(%y918 : i32), ^b919(%x918 : i32)
^b919(%x919: i32):
  %c919 = arith.constant 2 : i32
  %y919 = arith.muli %x919, %c919 : i32
  cf.cond_br %c, ^b920(%y919 : i32), ^b920(%x919 : i32)
^b920(%x920: i32):
  %c920 = arith.constant 3 : i32
  %y920 = arith.muli %x920, %c920 : i32
  cf.cond_br %c, ^b921(%y920 : i32), ^b921(%x920 : i32)
^b921(%x921: i32):
  %c921 = arith.constant 4 : i32
  %y921 = arith.muli %x921, %c921 : i32
  cf.cond_br %c, ^b922(%y921 : i32), ^b922(%x921 : i32)
^b922(%x922: i32):
  %c922 = arith.constant 5 : i32
  %y922 = arith.muli %x922, %c922 : i32
  cf.cond_br %c, ^b923(%y922 : i32), ^b923(%x922 : i32)
^b923(%x923: i32):
  %c923 = arith.constant 6 : i32
  %y923 = arith.muli %x923, %c923 : i32
  cf.cond_br %c, ^b924(%y923 : i32), ^b924(%x923 : i32)
^b924(%x924: i32):
  %c924 = arith.constant 0 : i32
  %y924 = arith.muli %x924, %c924 : i32
  cf.cond_br %c, ^b925(%y924 : i32), ^b925(%x924 : i32)
^b925(%x925: i32):
  %c925 = arith.constant 1 : i32
  %y925 = arith.muli %x925, %c925 : i32
  cf.cond_br %c, ^b926(%y925 : i32), ^b926(%x925 : i32)
^b926(%x926: i32):
  %c926 = arith.constant 2 : i32
  %y926 = arith.muli %x926, %c926 : i32
  cf.cond_br %c, ^b927(%y926 : i32), ^b927(%x926 : i32)
^b927(%x927: i32):
  %c927 = arith.constant 3 : i32
  %y927 = arith.muli %x927, %c927 : i32
  cf.cond_br %c, ^b928(%y927 : i32), ^b928(%x927 : i32)
^b928(%x928: i32):
  %c928 = arith.constant 4 : i32
  %y928 = arith.muli %x928, %c928 : i32
  cf.cond_br %c, ^b929(%y928 : i32), ^b929(%x928 : i32)
^b929(%x929: i32):
  %c929 = arith.constant 5 : i32
  %y929 = arith.muli %x929, %c929 : i32
  cf.cond_br %c, ^b930(%y929 : i32), ^b930(%x929 : i32)
^b930(%x930: i32):
  %c930 = arith.constant 6 : i32
  %y930 = arith.muli %x930, %c930 : i32
  cf.cond_br %c, ^b931(%y930 : i32), ^b931(%x930 : i32)
^b931(%x931: i32):
  %c931 = arith.constant 0 : i32
  %y931 = arith.muli %x931, %c931 : i32
  cf.cond_br %c, ^b932(%y931 : i32), ^b932(%x931 : i32)
^b932(%x932: i32):
  %c932 = arith.constant 1 : i32
  %y932 = arith.muli %x932, %c932 : i32
  cf.cond_br %c, ^b933(%y932 : i32), ^b933(%x932 : i32)
^b933(%x933: i32):
  %c933 = arith.constant 2 : i32
  %y933 = arith.muli %x933, %c933 : i32
  cf.cond_br %c, ^b934(%y933 : i32), ^b934(%x933 : i32)
^b934(%x934: i32):
  %c934 = arith.constant 3 : i32
  %y934 = arith.muli %x934, %c934 : i32
  cf.cond_br %c, ^b935(%y934 : i32), ^b935(%x934 : i32)
^b935(%x935: i32):
  %c935 = arith.constant 4 : i32
  %y935 = arith.muli %x935, %c935 : i32
  cf.cond_br %c, ^b936(%y935 : i32), ^b936(%x935 : i32)
^b936(%x936: i32):
  %c936 = arith.constant 5 : i32
  %y936 = arith.muli %x936, %c936 : i32
  cf.cond_br %c, ^b937(%y936 : i32), ^b937(%x936 : i32)
^b937(%x937: i32):
  %c937 = arith.constant 6 : i32
  %y937 = arith.muli %x937, %c937 : i32
  cf.cond_br %c, ^b938(%y937 : i32), ^b938(%x937 : i32)
^b938(%x938: i32):
  %c938 = arith.constant 0 : i32
  %y938 = arith.muli %x938, %c938 : i32
  cf.cond_br %c, ^b939(%y938 : i32), ^b939(%x938 : i32)
^b939(%x939: i32):
  %c939 = arith.constant 1 : i32
  %y939 = arith.muli %x939, %c939 : i32
  cf.cond_br %c, ^b940(%y939 : i32), ^b940(%x939 : i32)
^b940(%x940: i32):
  %c940 = arith.constant 2 : i32
  %y940 = arith.muli %x940, %c940 : i32
  cf.cond_br %c, ^b941(%y940 : i32), ^b941(%x940 : i32)
^b941(%x941: i32):
  %c941 = arith.constant 3 : i32
  %y941 = arith.muli %x941, %c941 : i32
  cf.cond_br %c, ^b942(%y941 : i32), ^b942(%x941 : i32)
^b942(%x942: i32):
  %c942 = arith.constant 4 : i32
  %y942 = arith.muli %x942, %c942 : i32
  cf.cond_br %c, ^b943(%y942 : i32), ^b943(%x942 : i32)
^b943(%x943: i32):
  %c943 = arith.constant 5 : i32
  %y943 = arith.muli %x943, %c943 : i32
  cf.cond_br %c, ^b944(%y943 : i32), ^b944(%x943 : i32)
^b944(%x944: i32):
  %c944 = arith.constant 6 : i32
  %y944 = arith.muli %x944, %c944 : i32
  cf.cond_br %c, ^b945(%y944 : i32), ^b945(%x944 : i32)
^b945(%x945: i32):
  %c945 = arith.constant 0 : i32
  %y945 = arith.muli %x945, %c945 : i32
  cf.cond_br %c, ^b946(%y945 : i32), ^b946(%x945 : i32)
^b946(%x946: i32):
  %c946 = arith.constant 1 : i32
  %y946 = arith.muli %x946, %c946 : i32
  cf.cond_br %c, ^b947(%y946 : i32), ^b947(%x946 : i32)
^b947(%x947: i32):
  %c947 = arith.constant 2 : i32
  %y947 = arith.muli %x947, %c947 : i32
  cf.cond_br %c, ^b948(%y947 : i32), ^b948(%x947 : i32)
^b948(%x948: i32):
  %c948 = arith.constant 3 : i32
  %y948 = arith.muli %x948, %c948 : i32
  cf.cond_br %c, ^b949(%y948 : i32), ^b949(%x948 : i32)
^b949(%x949: i32):
  %c949 = arith.constant 4 : i32
  %y949 = arith.muli %x949, %c949 : i32
  cf.cond_br %c, ^b950(%y949 : i32), ^b950(%x949 : i32)
^b950(%x950: i32):
  %c950 = arith.constant 5 : i32
  %y950 = arith.muli %x950, %c950 : i32
  cf.cond_br %c, ^b951(%y950 : i32), ^b951(%x950 : i32)
^b951(%x951: i32):
  %c951 = arith.constant 6 : i32
  %y951 = arith.muli %x951, %c951 : i32
  cf.cond_br %c, ^b952(%y951 : i32), ^b952(%x951 : i32)
^b952(%x952: i32):
  %c952 = arith.constant 0 : i32
  %y952 = arith.muli %x952, %c952 : i32
  cf.cond_br %c, ^b953(%y952 : i32), ^b953(%x952 : i32)
^b953(%x953: i32):
  %c953 = arith.constant 1 : i32
  %y953 = arith.muli %x953, %c953 : i32
  cf.cond_br %c, ^b954(%y953 : i32), ^b954(%x953 : i32)
^b954(%x954: i32):
  %c954 = arith.constant 2 : i32
  %y954 = arith.muli %x954, %c954 : i32
  cf.cond_br %c, ^b955(%y954 : i32), ^b955(%x954 : i32)
^b955(%x955: i32):
  %c955 = arith.constant 3 : i32
  %y955 = arith.muli %x955, %c955 : i32
  cf.cond_br %c, ^b956(%y955 : i32), ^b956(%x955 : i32)
^b956(%x956: i32):
  %c956 = arith.constant 4 : i32
  %y956 = arith.muli %x956, %c956 : i32
  cf.cond_br %c, ^b957(%y956 : i32), ^b957(%x956 : i32)
^b957(%x957: i32):
  %c957 = arith.constant 5 : i32
  %y957 = arith.muli %x957, %c957 : i32
  cf.cond_br %c, ^b958(%y957 : i32), ^b958(%x957 : i32)
^b958(%x958: i32):
  %c958 = arith.constant 6 : i32
  %y958 = arith.muli %x958, %c958 : i32
  cf.cond_br %c, ^b959(%y958 : i32), ^b959(%x958 : i32)
^b959(%x959: i32):
  %c959 = arith.constant 0 : i32
  %y959 = arith.muli %x959, %c959 : i32
  cf.cond_br %c, ^b960(%y959 : i32), ^b960(%x959 : i32)
^b960(%x960: i32):
  %c960 = arith.constant 1 : i32
  %y960 = arith.muli %x960, %c960 : i32
  cf.cond_br %c, ^b961(%y960 : i32), ^b961(%x960 : i32)
^b961(%x961: i32):
  %c961 = arith.constant 2 : i32
  %y961 = arith.muli %x961, %c961 : i32
  cf.cond_br %c, ^b962(%y961 : i32), ^b962(%x961 : i32)
^b962(%x962: i32):
  %c962 = arith.constant 3 : i32
  %y962 = arith.muli %x962, %c962 : i32
  cf.cond_br %c, ^b963(%y962 : i32), ^b963(%x962 : i32)
^b963(%x963: i32):
  %c963 = arith.constant 4 : i32
  %y963 = arith.muli %x963, %c963 : i32
  cf.cond_br %c, ^b964(%y963 : i32), ^b964(%x963 : i32)
^b964(%x964: i32):
  %c964 = arith.constant 5 : i32
  %y964 = arith.muli %x964, %c964 : i32
  cf.cond_br %c, ^b965(%y964 : i32), ^b965(%x964 : i32)
^b965(%x965: i32):
  %c965 = arith.constant 6 : i32
  %y965 = arith.muli %x965, %c965 : i32
  cf.cond_br %c, ^b966(%y965 : i32), ^b966(%x965 : i32)
^b966(%x966: i32):
  %c966 = arith.constant 0 : i32
  %y966 = arith.muli %x966, %c966 : i32
  cf.cond_br %c, ^b967(%y966 : i32), ^b967(%x966 : i32)
^b967(%x967: i32):
  %c967 = arith.constant 1 : i32
  %y967 = arith.muli %x967, %c967 : i32
  cf.cond_br %c, ^b968(%y967 : i32), ^b968(%x967 : i32)
^b968(%x968: i32):
  %c968 = arith.constant 2 : i32
  %y968 = arith.muli %x968, %c968 : i32
  cf.cond_br %c, ^b969(%y968 : i32), ^b969(%x968 : i32)
^b969(%x969: i32):
  %c969 = arith.constant 3 : i32
  %y969 = arith.muli %x969, %c969 : i32
  cf.cond_br %c, ^b970(%y969 : i32), ^b970(%x969 : i32)
^b970(%x970: i32):
  %c970 = arith.constant 4 : i32
  %y970 = arith.muli %x970, %c970 : i32
  cf.cond_br %c, ^b971(%y970 : i32), ^b971(%x970 : i32)
^b971(%x971: i32):
  %c971 = arith.constant 5 : i32
  %y971 = arith.muli %x971, %c971 : i32
  cf.cond_br %c, ^b972(%y971 : i32), ^b972(%x971 : i32)
^b972(%x972: i32):
  %c972 = arith.constant 6 : i32
  %y972 = arith.muli %x972, %c972 : i32
  cf.cond_br %c, ^b973(%y972 : i32), ^b973(%x972 : i32)
^b973(%x973: i32):
  %c973 = arith.constant 0 : i32
  %y973 = arith.muli %x973, %c973 : i32
  cf.cond_br %c, ^b974(%y973 : i32), ^b974(%x973 : i32)
^b974(%x974: i32):
  %c974 = arith.constant 1 : i32
  %y974 = arith.muli %x974, %c974 : i32
  cf.cond_br %c, ^b975(%y974 : i32), ^b975(%x974 : i32)
^b975(%x975: i32):
  %c975 = arith.constant 2 : i32
  %y975 = arith.muli %x975, %c975 : i32
  cf.cond_br %c, ^b976(%y975 : i32), ^b976(%x975 : i32)
^b976(%x976: i32):
  %c976 = arith.constant 3 : i32
  %y976 = arith.muli %x976, %c976 : i32
  cf.cond_br %c, ^b977(%y976 : i32), ^b977(%x976 : i32)
^b977(%x977: i32):
  %c977 = arith.constant 4 : i32
  %y977 = arith.muli %x977, %c977 : i32
  cf.cond_br %c, ^b978(%y977 : i32), ^b978(%x977 : i32)
^b978(%x978: i32):
  %c978 = arith.constant 5 : i32
  %y978 = arith.muli %x978, %c978 : i32
  cf.cond_br %c, ^b979(%y978 : i32), ^b979(%x978 : i32)
^b979(%x979: i32):
  %c979 = arith.constant 6 : i32
  %y979 = arith.muli %x979, %c979 : i32
  cf.cond_br %c, ^b980(%y979 : i32), ^b980(%x979 : i32)
^b980(%x980: i32):
  %c980 = arith.constant 0 : i32
  %y980 = arith.muli %x980, %c980 : i32
  cf.cond_br %c, ^b981(%y980 : i32), ^b981(%x980 : i32)
^b981(%x981: i32):
  %c981 = arith.constant 1 : i32
  %y981 = arith.muli %x981, %c981 : i32
  cf.cond_br %c, ^b982(%y981 : i32), ^b982(%x981 : i32)
^b982(%x982: i32):
  %c982 = arith.constant 2 : i32
  %y982 = arith.muli %x982, %c982 : i32
  cf.cond_br %c, ^b983(%y982 : i32), ^b983(%x982 : i32)
^b983(%x983: i32):
  %c983 = arith.constant 3 : i32
  %y983 = arith.muli %x983, %c983 : i32
  cf.cond_br %c, ^b984(%y983 : i32), ^b984(%x983 : i32)
^b984(%x984: i32):
  %c984 = arith.constant 4 : i32
  %y984 = arith.muli %x984, %c984 : i32
  cf.cond_br %c, ^b985(%y984 : i32), ^b985(%x984 : i32)
^b985(%x985: i32):
  %c985 = arith.constant 5 : i32
  %y985 = arith.muli %x985, %c985 : i32
  cf.cond_br %c, ^b986(%y985 : i32), ^b986(%x985 : i32)
^b986(%x986: i32):
  %c986 = arith.constant 6 : i32
  %y986 = arith.muli %x986, %c986 : i32
  cf.cond_br %c, ^b987(%y986 : i32), ^b987(%x986 : i32)
^b987(%x987: i32):
  %c987 = arith.constant 0 : i32
  %y987 = arith.muli %x987, %c987 : i32
  cf.cond_br %c, ^b988(%y987 : i32), ^b988(%x987 : i32)
^b988(%x988: i32):
  %c988 = arith.constant 1 : i32
  %y988 = arith.muli %x988, %c988 : i32
  cf.cond_br %c, ^b989(%y988 : i32), ^b989(%x988 : i32)
^b989(%x989: i32):
  %c989 = arith.constant 2 : i32
  %y989 = arith.muli %x989, %c989 : i32
  cf.cond_br %c, ^b990(%y989 : i32), ^b990(%x989 : i32)
^b990(%x990: i32):
  %c990 = arith.constant 3 : i32
  %y990 = arith.muli %x990, %c990 : i32
  cf.cond_br %c, ^b991(%y990 : i32), ^b991(%x990 : i32)
^b991(%x991: i32):
  %c991 = arith.constant 4 : i32
  %y991 = arith.muli %x991, %c991 : i32
  cf.cond_br %c, ^b992(%y991 : i32), ^b992(%x991 : i32)
^b992(%x992: i32):
  %c992 = arith.constant 5 : i32
  %y992 = arith.muli %x992, %c992 : i32
  cf.cond_br %c, ^b993(%y992 : i32), ^b993(%x992 : i32)
^b993(%x993: i32):
  %c993 = arith.constant 6 : i32
  %y993 = arith.muli %x993, %c993 : i32
  cf.cond_br %c, ^b994(%y993 : i32), ^b994(%x993 : i32)
^b994(%x994: i32):
  %c994 = arith.constant 0 : i32
  %y994 = arith.muli %x994, %c994 : i32
  cf.cond_br %c, ^b995(%y994 : i32), ^b995(%x994 : i32)
^b995(%x995: i32):
  %c995 = arith.constant 1 : i32
  %y995 = arith.muli %x995, %c995 : i32
  cf.cond_br %c, ^b996(%y995 : i32), ^b996(%x995 : i32)
^b996(%x996: i32):
  %c996 = arith.constant 2 : i32
  %y996 = arith.muli %x996, %c996 : i32
  cf.cond_br %c, ^b997(%y996 : i32), ^b997(%x996 : i32)
^b997(%x997: i32):
  %c997 = arith.constant 3 : i32
  %y997 = arith.muli %x997, %c997 : i32
  cf.cond_br %c, ^b998(%y997 : i32), ^b998(%x997 : i32)
^b998(%x998: i32):
  %c998 = arith.constant 4 : i32
  %y998 = arith.muli %x998, %c998 : i32
  cf.cond_br %c, ^b999(%y998 : i32), ^b999(%x998 : i32)
^b999(%x999: i32):
  %c999 = arith.constant 5 : i32
  %y999 = arith.muli %x999, %c999 : i32
  cf.cond_br %c, ^b1000(%y999 : i32), ^b1000(%x999 : i32)
^b1000(%x1000: i32):
  %c1000 = arith.constant 6 : i32
  %y1000 = arith.muli %x1000, %c1000 : i32
  cf.cond_br %c, ^b1001(%y1000 : i32), ^b1001(%x1000 : i32)
^b1001(%x1001: i32):
  %c1001 = arith.constant 0 : i32
  %y1001 = arith.muli %x1001, %c1001 : i32
  cf.cond_br %c, ^b1002(%y1001 : i32), ^b1002(%x1001 : i32)
^b1002(%x1002: i32):
  %c1002 = arith.constant 1 : i32
  %y1002 = arith.muli %x1002, %c1002 : i32
  cf.cond_br %c, ^b1003(%y1002 : i32), ^b1003(%x1002 : i32)
^b1003(%x1003: i32):
  %c1003 = arith.constant 2 : i32
  %y1003 = arith.muli %x1003, %c1003 : i32
  cf.cond_br %c, ^b1004(%y1003 : i32), ^b1004(%x1003 : i32)
^b1004(%x1004: i32):
  %c1004 = arith.constant 3 : i32
  %y1004 = arith.muli %x1004, %c1004 : i32
  cf.cond_br %c, ^b1005(%y1004 : i32), ^b1005(%x1004 : i32)
^b1005(%x1005: i32):
  %c1005 = arith.constant 4 : i32
  %y1005 = arith.muli %x1005, %c1005 : i32
  cf.cond_br %c, ^b1006(%y1005 : i32), ^b1006(%x1005 : i32)
^b1006(%x1006: i32):
  %c1006 = arith.constant 5 : i32
  %y1006 = arith.muli %x1006, %c1006 : i32
  cf.cond_br %c, ^b1007(%y1006 : i32), ^b1007(%x1006 : i32)
^b1007(%x1007: i32):
  %c1007 = arith.constant 6 : i32
  %y1007 = arith.muli %x1007, %c1007 : i32
  cf.cond_br %c, ^b1008(%y1007 : i32), ^b1008(%x1007 : i32)
^b1008(%x1008: i32):
  %c1008 = arith.constant 0 : i32
  %y1008 = arith.muli %x1008, %c1008 : i32
  cf.cond_br %c, ^b1009(%y1008 : i32), ^b1009(%x1008 : i32)
^b1009(%x1009: i32):
  %c1009 = arith.constant 1 : i32
  %y1009 = arith.muli %x1009, %c1009 : i32
  cf.cond_br %c, ^b1010(%y1009 : i32), ^b1010(%x1009 : i32)
^b1010(%x1010: i32):
  %c1010 = arith.constant 2 : i32
  %y1010 = arith.muli %x1010, %c1010 : i32
  cf.cond_br %c, ^b1011(%y1010 : i32), ^b1011(%x1010 : i32)
^b1011(%x1011: i32):
  %c1011 = arith.constant 3 : i32
  %y1011 = arith.muli %x1011, %c1011 : i32
  cf.cond_br %c, ^b1012(%y1011 : i32), ^b1012(%x1011 : i32)
^b1012(%x1012: i32):
  %c1012 = arith.constant 4 : i32
  %y1012 = arith.muli %x1012, %c1012 : i32
  cf.cond_br %c, ^b1013(%y1012 : i32), ^b1013(%x1012 : i32)
^b1013(%x1013: i32):
  %c1013 = arith.constant 5 : i32
  %y1013 = arith.muli %x1013, %c1013 : i32
  cf.cond_br %c, ^b1014(%y1013 : i32), ^b1014(%x1013 : i32)
^b1014(%x1014: i32):
  %c1014 = arith.constant 6 : i32
  %y1014 = arith.muli %x1014, %c1014 : i32
  cf.cond_br %c, ^b1015(%y1014 : i32), ^b1015(%x1014 : i32)
^b1015(%x1015: i32):
  %c1015 = arith.constant 0 : i32
  %y1015 = arith.muli %x1015, %c1015 : i32
  cf.cond_br %c, ^b1016(%y1015 : i32), ^b1016(%x1015 : i32)
^b1016(%x1016: i32):
  %c1016 = arith.constant 1 : i32
  %y1016 = arith.muli %x1016, %c1016 : i32
  cf.cond_br %c, ^b1017(%y1016 : i32), ^b1017(%x1016 : i32)
^b1017(%x1017: i32):
  %c1017 = arith.constant 2 : i32
  %y1017 = arith.muli %x1017, %c1017 : i32
  cf.cond_br %c, ^b1018(%y1017 : i32), ^b1018(%x1017 : i32)
^b1018(%x1018: i32):
  %c1018 = arith.constant 3 : i32
  %y1018 = arith.muli %x1018, %c1018 : i32
  cf.cond_br %c, ^b1019(%y1018 : i32), ^b1019(%x1018 : i32)
^b1019(%x1019: i32):
  %c1019 = arith.constant 4 : i32
  %y1019 = arith.muli %x1019, %c1019 : i32
  cf.cond_br %c, ^b1020(%y1019 : i32), ^b1020(%x1019 : i32)
^b1020(%x1020: i32):
  %c1020 = arith.constant 5 : i32
  %y1020 = arith.muli %x1020, %c1020 : i32
  cf.cond_br %c, ^b1021(%y1020 : i32), ^b1021(%x1020 : i32)
^b1021(%x1021: i32):
  %c1021 = arith.constant 6 : i32
  %y1021 = arith.muli %x1021, %c1021 : i32
  cf.cond_br %c, ^b1022(%y1021 : i32), ^b1022(%x1021 : i32)
^b1022(%x1022: i32):
  %c1022 = arith.constant 0 : i32
  %y1022 = arith.muli %x1022, %c1022 : i32
  cf.cond_br %c, ^b1023(%y1022 : i32), ^b1023(%x1022 : i32)
^b1023(%x1023: i32):
  %c1023 = arith.constant 1 : i32
  %y1023 = arith.muli %x1023, %c1023 : i32
  cf.cond_br %c, ^b1024(%y1023 : i32), ^b1024(%x1023 : i32)
^b1024(%x1024: i32):
  %c1024 = arith.constant 2 : i32
  %y1024 = arith.muli %x1024, %c1024 : i32
  cf.cond_br %c, ^b1025(%y1024 : i32), ^b1025(%x1024 : i32)
^b1025(%x1025: i32):
  %c1025 = arith.constant 3 : i32
  %y1025 = arith.muli %x1025, %c1025 : i32
  cf.cond_br %c, ^b1026(%y1025 : i32), ^b1026(%x1025 : i32)
^b1026(%x1026: i32):
  %c1026 = arith.constant 4 : i32
  %y1026 = arith.muli %x1026, %c1026 : i32
  cf.cond_br %c, ^b1027(%y1026 : i32), ^b1027(%x1026 : i32)
^b1027(%x1027: i32):
  %c1027 = arith.constant 5 : i32
  %y1027 = arith.muli %x1027, %c1027 : i32
  cf.cond_br %c, ^b1028(%y1027 : i32), ^b1028(%x1027 : i32)
^b1028(%x1028: i32):
  %c1028 = arith.constant 6 : i32
  %y1028 = arith.muli %x1028, %c1028 : i32
  cf.cond_br %c, ^b1029(%y1028 : i32), ^b1029(%x1028 : i32)
^b1029(%x1029: i32):
  %c1029 = arith.constant 0 : i32
  %y1029 = arith.muli %x1029, %c1029 : i32
  cf.cond_br %c, ^b1030(%y1029 : i32), ^b1030(%x1029 : i32)
^b1030(%x1030: i32):
  %c1030 = arith.constant 1 : i32
  %y1030 = arith.muli %x1030, %c1030 : i32
  cf.cond_br %c, ^b1031(%y1030 : i32), ^b1031(%x1030 : i32)
^b1031(%x1031: i32):
  %c1031 = arith.constant 2 : i32
  %y1031 = arith.muli %x1031, %c1031 : i32
  cf.cond_br %c, ^b1032(%y1031 : i32), ^b1032(%x1031 : i32)
^b1032(%x1032: i32):
  %c1032 = arith.constant 3 : i32
  %y1032 = arith.muli %x1032, %c1032 : i32
  cf.cond_br %c, ^b1033(%y1032 : i32), ^b1033(%x1032 : i32)
^b1033(%x1033: i32):
  %c1033 = arith.constant 4 : i32
  %y1033 = arith.muli %x1033, %c1033 : i32
  cf.cond_br %c, ^b1034(%y1033 : i32), ^b1034(%x1033 : i32)
^b1034(%x1034: i32):
  %c1034 = arith.constant 5 : i32
  %y1034 = arith.muli %x1034, %c1034 : i32
  cf.cond_br %c, ^b1035(%y1034 : i32), ^b1035(%x1034 : i32)
^b1035(%x1035: i32):
  %c1035 = arith.constant 6 : i32
  %y1035 = arith.muli %x1035, %c1035 : i32
  cf.cond_br %c, ^b1036(%y1035 : i32), ^b1036(%x1035 : i32)
^b1036(%x1036: i32):
  %c1036 = arith.constant 0 : i32
  %y1036 = arith.muli %x1036, %c1036 : i32
  cf.cond_br %c, ^b1037(%y1036 : i32), ^b1037(%x1036 : i32)
^b1037(%x1037: i32):
  %c1037 = arith.constant 1 : i32
  %y1037 = arith.muli %x1037, %c1037 : i32
  cf.cond_br %c, ^b1038(%y1037 : i32), ^b1038(%x1037 : i32)
^b1038(%x1038: i32):
  %c1038 = arith.constant 2 : i32
  %y1038 = arith.muli %x1038, %c1038 : i32
  cf.cond_br %c, ^b1039(%y1038 : i32), ^b1039(%x1038 : i32)
^b1039(%x1039: i32):
  %c1039 = arith.constant 3 : i32
  %y1039 = arith.muli %x1039, %c1039 : i32
  cf.cond_br %c, ^b1040(%y1039 : i32), ^b1040(%x1039 : i32)
^b1040(%x1040: i32):
  %c1040 = arith.constant 4 : i32
  %y1040 = arith.muli %x1040, %c1040 : i32
  cf.cond_br %c, ^b1041(%y1040 : i32), ^b1041(%x1040 : i32)
^b1041(%x1041: i32):
  %c1041 = arith.constant 5 : i32
  %y1041 = arith.muli %x1041, %c1041 : i32
  cf.cond_br %c, ^b1042(%y1041 : i32), ^b1042(%x1041 : i32)
^b1042(%x1042: i32):
  %c1042 = arith.constant 6 : i32
  %y1042 = arith.muli %x1042, %c1042 : i32
  cf.cond_br %c, ^b1043(%y1042 : i32), ^b1043(%x1042 : i32)
^b1043(%x1043: i32):
  %c1043 = arith.constant 0 : i32
  %y1043 = arith.muli %x1043, %c1043 : i32
  cf.cond_br %c, ^b1044(%y1043 : i32), ^b1044(%x1043 : i32)
^b1044(%x1044: i32):
  %c1044 = arith.constant 1 : i32
  %y1044 = arith.muli %x1044, %c1044 : i32
  cf.cond_br %c, ^b1045(%y1044 : i32), ^b1045(%x1044 : i32)
^b1045(%x1045: i32):
  %c1045 = arith.constant 2 : i32
  %y1045 = arith.muli %x1045, %c1045 : i32
  cf.cond_br %c, ^b1046(%y1045 : i32), ^b1046(%x1045 : i32)
^b1046(%x1046: i32):
  %c1046 = arith.constant 3 : i32
  %y1046 = arith.muli %x1046, %c1046 : i32
  cf.cond_br %c, ^b1047(%y1046 : i32), ^b1047(%x1046 : i32)
^b1047(%x1047: i32):
  %c1047 = arith.constant 4 : i32
  %y1047 = arith.muli %x1047, %c1047 : i32
  cf.cond_br %c, ^b1048(%y1047 : i32), ^b1048(%x1047 : i32)
^b1048(%x1048: i32):
  %c1048 = arith.constant 5 : i32
  %y1048 = arith.muli %x1048, %c1048 : i32
  cf.cond_br %c, ^b1049(%y1048 : i32), ^b1049(%x1048 : i32)
^b1049(%x1049: i32):
  %c1049 = arith.constant 6 : i32
  %y1049 = arith.muli %x1049, %c1049 : i32
  cf.cond_br %c, ^b1050(%y1049 : i32), ^b1050(%x1049 : i32)
^b1050(%x1050: i32):
  %c1050 = arith.constant 0 : i32
  %y1050 = arith.muli %x1050, %c1050 : i32
  cf.cond_br %c, ^b1051(%y1050 : i32), ^b1051(%x1050 : i32)
^b1051(%x1051: i32):
  %c1051 = arith.constant 1 : i32
  %y1051 = arith.muli %x1051, %c1051 : i32
  cf.cond_br %c, ^b1052(%y1051 : i32), ^b1052(%x1051 : i32)
^b1052(%x1052: i32):
  %c1052 = arith.constant 2 : i32
  %y1052 = arith.muli %x1052, %c1052 : i32
  cf.cond_br %c, ^b1053(%y1052 : i32), ^b1053(%x1052 : i32)
^b1053(%x1053: i32):
  %c1053 = arith.constant 3 : i32
  %y1053 = arith.muli %x1053, %c1053 : i32
  cf.cond_br %c, ^b1054(%y1053 : i32), ^b1054(%x1053 : i32)
^b1054(%x1054: i32):
  %c1054 = arith.constant 4 : i32
  %y1054 = arith.muli %x1054, %c1054 : i32
  cf.cond_br %c, ^b1055(%y1054 : i32), ^b1055(%x1054 : i32)
^b1055(%x1055: i32):
  %c1055 = arith.constant 5 : i32
  %y1055 = arith.muli %x1055, %c1055 : i32
  cf.cond_br %c, ^b1056(%y1055 : i32), ^b1056(%x1055 : i32)
^b1056(%x1056: i32):
  %c1056 = arith.constant 6 : i32
  %y1056 = arith.muli %x1056, %c1056 : i32
  cf.cond_br %c, ^b1057(%y1056 : i32), ^b1057(%x1056 : i32)
^b1057(%x1057: i32):
  %c1057 = arith.constant 0 : i32
  %y1057 = arith.muli %x1057, %c1057 : i32
  cf.cond_br %c, ^b1058(%y1057 : i32), ^b1058(%x1057 : i32)
^b1058(%x1058: i32):
  %c1058 = arith.constant 1 : i32
  %y1058 = arith.muli %x1058, %c1058 : i32
  cf.cond_br %c, ^b1059(%y1058 : i32), ^b1059(%x1058 : i32)
^b1059(%x1059: i32):
  %c1059 = arith.constant 2 : i32
  %y1059 = arith.muli %x1059, %c1059 : i32
  cf.cond_br %c, ^b1060(%y1059 : i32), ^b1060(%x1059 : i32)
^b1060(%x1060: i32):
  %c1060 = arith.constant 3 : i32
  %y1060 = arith.muli %x1060, %c1060 : i32
  cf.cond_br %c, ^b1061(%y1060 : i32), ^b1061(%x1060 : i32)
^b1061(%x1061: i32):
  %c1061 = arith.constant 4 : i32
  %y1061 = arith.muli %x1061, %c1061 : i32
  cf.cond_br %c, ^b1062(%y1061 : i32), ^b1062(%x1061 : i32)
^b1062(%x1062: i32):
  %c1062 = arith.constant 5 : i32
  %y1062 = arith.muli %x1062, %c1062 : i32
  cf.cond_br %c, ^b1063(%y1062 : i32), ^b1063(%x1062 : i32)
^b1063(%x1063: i32):
  %c1063 = arith.constant 6 : i32
  %y1063 = arith.muli %x1063, %c1063 : i32
  cf.cond_br %c, ^b1064(%y1063 : i32), ^b1064(%x1063 : i32)
^b1064(%x1064: i32):
  %c1064 = arith.constant 0 : i32
  %y1064 = arith.muli %x1064, %c1064 : i32
  cf.cond_br %c, ^b1065(%y1064 : i32), ^b1065(%x1064 : i32)
^b1065(%x1065: i32):
  %c1065 = arith.constant 1 : i32
  %y1065 = arith.muli %x1065, %c1065 : i32
  cf.cond_br %c, ^b1066(%y1065 : i32), ^b1066(%x1065 : i32)
^b1066(%x1066: i32):
  %c1066 = arith.constant 2 : i32
  %y1066 = arith.muli %x1066, %c1066 : i32
  cf.cond_br %c, ^b1067(%y1066 : i32), ^b1067(%x1066 : i32)
^b1067(%x1067: i32):
  %c1067 = arith.constant 3 : i32
  %y1067 = arith.muli %x1067, %c1067 : i32
  cf.cond_br %c, ^b1068(%y1067 : i32), ^b1068(%x1067 : i32)
^b1068(%x1068: i32):
  %c1068 = arith.constant 4 : i32
  %y1068 = arith.muli %x1068, %c1068 : i32
  cf.cond_br %c, ^b1069(%y1068 : i32), ^b1069(%x1068 : i32)
^b1069(%x1069: i32):
  %c1069 = arith.constant 5 : i32
  %y1069 = arith.muli %x1069, %c1069 : i32
  cf.cond_br %c, ^b1070(%y1069 : i32), ^b1070(%x1069 : i32)
^b1070(%x1070: i32):
  %c1070 = arith.constant 6 : i32
  %y1070 = arith.muli %x1070, %c1070 : i32
  cf.cond_br %c, ^b1071(%y1070 : i32), ^b1071(%x1070 : i32)
^b1071(%x1071: i32):
  %c1071 = arith.constant 0 : i32
  %y1071 = arith.muli %x1071, %c1071 : i32
  cf.cond_br %c, ^b1072(%y1071 : i32), ^b1072(%x1071 : i32)
^b1072(%x1072: i32):
  %c1072 = arith.constant 1 : i32
  %y1072 = arith.muli %x1072, %c1072 : i32
  cf.cond_br %c, ^b1073(%y1072 : i32), ^b1073(%x1072 : i32)
^b1073(%x1073: i32):
  %c1073 = arith.constant 2 : i32
  %y1073 = arith.muli %x1073, %c1073 : i32
  cf.cond_br %c, ^b1074(%y1073 : i32), ^b1074(%x1073 : i32)
^b1074(%x1074: i32):
  %c1074 = arith.constant 3 : i32
  %y1074 = arith.muli %x1074, %c1074 : i32
  cf.cond_br %c, ^b1075(%y1074 : i32), ^b1075(%x1074 : i32)
^b1075(%x1075: i32):
  %c1075 = arith.constant 4 : i32
  %y1075 = arith.muli %x1075, %c1075 : i32
  cf.cond_br %c, ^b1076(%y1075 : i32), ^b1076(%x1075 : i32)
^b1076(%x1076: i32):
  %c1076 = arith.constant 5 : i32
  %y1076 = arith.muli %x1076, %c1076 : i32
  cf.cond_br %c, ^b1077(%y1076 : i32), ^b1077(%x1076 : i32)
^b1077(%x1077: i32):
  %c1077 = arith.constant 6 : i32
  %y1077 = arith.muli %x1077, %c1077 : i32
  cf.cond_br %c, ^b1078(%y1077 : i32), ^b1078(%x1077 : i32)
^b1078(%x1078: i32):
  %c1078 = arith.constant 0 : i32
  %y1078 = arith.muli %x1078, %c1078 : i32
  cf.cond_br %c, ^b1079(%y1078 : i32), ^b1079(%x1078 : i32)
^b1079(%x1079: i32):
  %c1079 = arith.constant 1 : i32
  %y1079 = arith.muli %x1079, %c1079 : i32
  cf.cond_br %c, ^b1080(%y1079 : i32), ^b1080(%x1079 : i32)
^b1080(%x1080: i32):
  %c1080 = arith.constant 2 : i32
  %y1080 = arith.muli %x1080, %c1080 : i32
  cf.cond_br %c, ^b1081(%y1080 : i32), ^b1081(%x1080 : i32)
^b1081(%x1081: i32):
  %c1081 = arith.constant 3 : i32
  %y1081 = arith.muli %x1081, %c1081 : i32
  cf.cond_br %c, ^b1082(%y1081 : i32), ^b1082(%x1081 : i32)
^b1082(%x1082: i32):
  %c1082 = arith.constant 4 : i32
  %y1082 = arith.muli %x1082, %c1082 : i32
  cf.cond_br %c, ^b1083(%y1082 : i32), ^b1083(%x1082 : i32)
^b1083(%x1083: i32):
  %c1083 = arith.constant 5 : i32
  %y1083 = arith.muli %x1083, %c1083 : i32
  cf.cond_br %c, ^b1084(%y1083 : i32), ^b1084(%x1083 : i32)
^b1084(%x1084: i32):
  %c1084 = arith.constant 6 : i32
  %y1084 = arith.muli %x1084, %c1084 : i32
  cf.cond_br %c, ^b1085(%y1084 : i32), ^b1085(%x1084 : i32)
^b1085(%x1085: i32):
  %c1085 = arith.constant 0 : i32
  %y1085 = arith.muli %x1085, %c1085 : i32
  cf.cond_br %c, ^b1086(%y1085 : i32), ^b1086(%x1085 : i32)
^b1086(%x1086: i32):
  %c1086 = arith.constant 1 : i32
  %y1086 = arith.muli %x1086, %c1086 : i32
  cf.cond_br %c, ^b1087(%y1086 : i32), ^b1087(%x1086 : i32)
^b1087(%x1087: i32):
  %c1087 = arith.constant 2 : i32
  %y1087 = arith.muli %x1087, %c1087 : i32
  cf.cond_br %c, ^b1088(%y1087 : i32), ^b1088(%x1087 : i32)
^b1088(%x1088: i32):
  %c1088 = arith.constant 3 : i32
  %y1088 = arith.muli %x1088, %c1088 : i32
  cf.cond_br %c, ^b1089(%y1088 : i32), ^b1089(%x1088 : i32)
^b1089(%x1089: i32):
  %c1089 = arith.constant 4 : i32
  %y1089 = arith.muli %x1089, %c1089 : i32
  cf.cond_br %c, ^b1090(%y1089 : i32), ^b1090(%x1089 : i32)
^b1090(%x1090: i32):
  %c1090 = arith.constant 5 : i32
  %y1090 = arith.muli %x1090, %c1090 : i32
  cf.cond_br %c, ^b1091(%y1090 : i32), ^b1091(%x1090 : i32)
^b1091(%x1091: i32):
  %c1091 = arith.constant 6 : i32
  %y1091 = arith.muli %x1091, %c1091 : i32
  cf.cond_br %c, ^b1092(%y1091 : i32), ^b1092(%x1091 : i32)
^b1092(%x1092: i32):
  %c1092 = arith.constant 0 : i32
  %y1092 = arith.muli %x1092, %c1092 : i32
  cf.cond_br %c, ^b1093(%y1092 : i32), ^b1093(%x1092 : i32)
^b1093(%x1093: i32):
  %c1093 = arith.constant 1 : i32
  %y1093 = arith.muli %x1093, %c1093 : i32
  cf.cond_br %c, ^b1094(%y1093 : i32), ^b1094(%x1093 : i32)
^b1094(%x1094: i32):
  %c1094 = arith.constant 2 : i32
  %y1094 = arith.muli %x1094, %c1094 : i32
  cf.cond_br %c, ^b1095(%y1094 : i32), ^b1095(%x1094 : i32)
^b1095(%x1095: i32):
  %c1095 = arith.constant 3 : i32
  %y1095 = arith.muli %x1095, %c1095 : i32
  cf.cond_br %c, ^b1096(%y1095 : i32), ^b1096(%x1095 : i32)
^b1096(%x1096: i32):
  %c1096 = arith.constant 4 : i32
  %y1096 = arith.muli %x1096, %c1096 : i32
  cf.cond_br %c, ^b1097(%y1096 : i32), ^b1097(%x1096 : i32)
^b1097(%x1097: i32):
  %c1097 = arith.constant 5 : i32
  %y1097 = arith.muli %x1097, %c1097 : i32
  cf.cond_br %c, ^b1098(%y1097 : i32), ^b1098(%x1097 : i32)
^b1098(%x1098: i32):
  %c1098 = arith.constant 6 : i32
  %y1098 = arith.muli %x1098, %c1098 : i32
  cf.cond_br %c, ^b1099(%y1098 : i32), ^b1099(%x1098 : i32)
^b1099(%x1099: i32):
  %c1099 = arith.constant 0 : i32
  %y1099 = arith.muli %x1099, %c1099 : i32
  cf.cond_br %c, ^b1100(%y1099 : i32), ^b1100(%x1099 : i32)
^b1100(%x1100: i32):
  %c1100 = arith.constant 1 : i32
  %y1100 = arith.muli %x1100, %c1100 : i32
  cf.cond_br %c, ^b1101(%y1100 : i32), ^b1101(%x1100 : i32)
^b1101(%x1101: i32):
  %c1101 = arith.constant 2 : i32
  %y1101 = arith.muli %x1101, %c1101 : i32
  cf.cond_br %c, ^b1102(%y1101 : i32), ^b1102(%x1101 : i32)
^b1102(%x1102: i32):
  %c1102 = arith.constant 3 : i32
  %y1102 = arith.muli %x1102, %c1102 : i32
  cf.cond_br %c, ^b1103(%y1102 : i32), ^b1103(%x1102 : i32)
^b1103(%x1103: i32):
  %c1103 = arith.constant 4 : i32
  %y1103 = arith.muli %x1103, %c1103 : i32
  cf.cond_br %c, ^b1104(%y1103 : i32), ^b1104(%x1103 : i32)
^b1104(%x1104: i32):
  %c1104 = arith.constant 5 : i32
  %y1104 = arith.muli %x1104, %c1104 : i32
  cf.cond_br %c, ^b1105(%y1104 : i32), ^b1105(%x1104 : i32)
^b1105(%x1105: i32):
  %c1105 = arith.constant 6 : i32
  %y1105 = arith.muli %x1105, %c1105 : i32
  cf.cond_br %c, ^b1106(%y1105 : i32), ^b1106(%x1105 : i32)
^b1106(%x1106: i32):
  %c1106 = arith.constant 0 : i32
  %y1106 = arith.muli %x1106, %c1106 : i32
  cf.cond_br %c, ^b1107(%y1106 : i32), ^b1107(%x1106 : i32)
^b1107(%x1107: i32):
  %c1107 = arith.constant 1 : i32
  %y1107 = arith.muli %x1107, %c1107 : i32
  cf.cond_br %c, ^b1108(%y1107 : i32), ^b1108(%x1107 : i32)
^b1108(%x1108: i32):
  %c1108 = arith.constant 2 : i32
  %y1108 = arith.muli %x1108, %c1108 : i32
  cf.cond_br %c, ^b1109(%y1108 : i32), ^b1109(%x1108 : i32)
^b1109(%x1109: i32):
  %c1109 = arith.constant 3 : i32
  %y1109 = arith.muli %x1109, %c1109 : i32
  cf.cond_br %c, ^b1110(%y1109 : i32), ^b1110(%x1109 : i32)
^b1110(%x1110: i32):
  %c1110 = arith.constant 4 : i32
  %y1110 = arith.muli %x1110, %c1110 : i32
  cf.cond_br %c, ^b1111(%y1110 : i32), ^b1111(%x1110 : i32)
^b1111(%x1111: i32):
  %c1111 = arith.constant 5 : i32
  %y1111 = arith.muli %x1111, %c1111 : i32
  cf.cond_br %c, ^b1112(%y1111 : i32), ^b1112(%x1111 : i32)
^b1112(%x1112: i32):
  %c1112 = arith.constant 6 : i32
  %y1112 = arith.muli %x1112, %c1112 : i32
  cf.cond_br %c, ^b1113(%y1112 : i32), ^b1113(%x1112 : i32)
^b1113(%x1113: i32):
  %c1113 = arith.constant 0 : i32
  %y1113 = arith.muli %x1113, %c1113 : i32
  cf.cond_br %c, ^b1114(%y1113 : i32), ^b1114(%x1113 : i32)
^b1114(%x1114: i32):
  %c1114 = arith.constant 1 : i32
  %y1114 = arith.muli %x1114, %c1114 : i32
  cf.cond_br %c, ^b1115(%y1114 : i32), ^b1115(%x1114 : i32)
^b1115(%x1115: i32):
  %c1115 = arith.constant 2 : i32
  %y1115 = arith.muli %x1115, %c1115 : i32
  cf.cond_br %c, ^b1116(%y1115 : i32), ^b1116(%x1115 : i32)
^b1116(%x1116: i32):
  %c1116 = arith.constant 3 : i32
  %y1116 = arith.muli %x1116, %c1116 : i32
  cf.cond_br %c, ^b1117(%y1116 : i32), ^b1117(%x1116 : i32)
^b1117(%x1117: i32):
  %c1117 = arith.constant 4 : i32
  %y1117 = arith.muli %x1117, %c1117 : i32
  cf.cond_br %c, ^b1118(%y1117 : i32), ^b1118(%x1117 : i32)
^b1118(%x1118: i32):
  %c1118 = arith.constant 5 : i32
  %y1118 = arith.muli %x1118, %c1118 : i32
  cf.cond_br %c, ^b1119(%y1118 : i32), ^b1119(%x1118 : i32)
^b1119(%x1119: i32):
  %c1119 = arith.constant 6 : i32
  %y1119 = arith.muli %x1119, %c1119 : i32
  cf.cond_br %c, ^b1120(%y1119 : i32), ^b1120(%x1119 : i32)
^b1120(%x1120: i32):
  %c1120 = arith.constant 0 : i32
  %y1120 = arith.muli %x1120, %c1120 : i32
  cf.cond_br %c, ^b1121(%y1120 : i32), ^b1121(%x1120 : i32)
^b1121(%x1121: i32):
  %c1121 = arith.constant 1 : i32
  %y1121 = arith.muli %x1121, %c1121 : i32
  cf.cond_br %c, ^b1122(%y1121 : i32), ^b1122(%x1121 : i32)
^b1122(%x1122: i32):
  %c1122 = arith.constant 2 : i32
  %y1122 = arith.muli %x1122, %c1122 : i32
  cf.cond_br %c, ^b1123(%y1122 : i32), ^b1123(%x1122 : i32)
^b1123(%x1123: i32):
  %c1123 = arith.constant 3 : i32
  %y1123 = arith.muli %x1123, %c1123 : i32
  cf.cond_br %c, ^b1124(%y1123 : i32), ^b1124(%x1123 : i32)
^b1124(%x1124: i32):
  %c1124 = arith.constant 4 : i32
  %y1124 = arith.muli %x1124, %c1124 : i32
  cf.cond_br %c, ^b1125(%y1124 : i32), ^b1125(%x1124 : i32)
^b1125(%x1125: i32):
  %c1125 = arith.constant 5 : i32
  %y1125 = arith.muli %x1125, %c1125 : i32
  cf.cond_br %c, ^b1126(%y1125 : i32), ^b1126(%x1125 : i32)
^b1126(%x1126: i32):
  %c1126 = arith.constant 6 : i32
  %y1126 = arith.muli %x1126, %c1126 : i32
  cf.cond_br %c, ^b1127(%y1126 : i32), ^b1127(%x1126 : i32)
^b1127(%x1127: i32):
  %c1127 = arith.constant 0 : i32
  %y1127 = arith.muli %x1127, %c1127 : i32
  cf.cond_br %c, ^b1128(%y1127 : i32), ^b1128(%x1127 : i32)
^b1128(%x1128: i32):
  %c1128 = arith.constant 1 : i32
  %y1128 = arith.muli %x1128, %c1128 : i32
  cf.cond_br %c, ^b1129(%y1128 : i32), ^b1129(%x1128 : i32)
^b1129(%x1129: i32):
  %c1129 = arith.constant 2 : i32
  %y1129 = arith.muli %x1129, %c1129 : i32
  cf.cond_br %c, ^b1130(%y1129 : i32), ^b1130(%x1129 : i32)
^b1130(%x1130: i32):
  %c1130 = arith.constant 3 : i32
  %y1130 = arith.muli %x1130, %c1130 : i32
  cf.cond_br %c, ^b1131(%y1130 : i32), ^b1131(%x1130 : i32)
^b1131(%x1131: i32):
  %c1131 = arith.constant 4 : i32
  %y1131 = arith.muli %x1131, %c1131 : i32
  cf.cond_br %c, ^b1132(%y1131 : i32), ^b1132(%x1131 : i32)
^b1132(%x1132: i32):
  %c1132 = arith.constant 5 : i32
  %y1132 = arith.muli %x1132, %c1132 : i32
  cf.cond_br %c, ^b1133(%y1132 : i32), ^b1133(%x1132 : i32)
^b1133(%x1133: i32):
  %c1133 = arith.constant 6 : i32
  %y1133 = arith.muli %x1133, %c1133 : i32
  cf.cond_br %c, ^b1134(%y1133 : i32), ^b1134(%x1133 : i32)
^b1134(%x1134: i32):
  %c1134 = arith.constant 0 : i32
  %y1134 = arith.muli %x1134, %c1134 : i32
  cf.cond_br %c, ^b1135(%y1134 : i32), ^b1135(%x1134 : i32)
^b1135(%x1135: i32):
  %c1135 = arith.constant 1 : i32
  %y1135 = arith.muli %x1135, %c1135 : i32
  cf.cond_br %c, ^b1136(%y1135 : i32), ^b1136(%x1135 : i32)
^b1136(%x1136: i32):
  %c1136 = arith.constant 2 : i32
  %y1136 = arith.muli %x1136, %c1136 : i32
  cf.cond_br %c, ^b1137(%y1136 : i32), ^b1137(%x1136 : i32)
^b1137(%x1137: i32):
  %c1137 = arith.constant 3 : i32
  %y1137 = arith.muli %x1137, %c1137 : i32
  cf.cond_br %c, ^b1138(%y1137 : i32), ^b1138(%x1137 : i32)
^b1138(%x1138: i32):
  %c1138 = arith.constant 4 : i32
  %y1138 = arith.muli %x1138, %c1138 : i32
  cf.cond_br %c, ^b1139(%y1138 : i32), ^b1139(%x1138 : i32)
^b1139(%x1139: i32):
  %c1139 = arith.constant 5 : i32
  %y1139 = arith.muli %x1139, %c1139 : i32
  cf.cond_br %c, ^b1140(%y1139 : i32), ^b1140(%x1139 : i32)
^b1140(%x1140: i32):
  %c1140 = arith.constant 6 : i32
  %y1140 = arith.muli %x1140, %c1140 : i32
  cf.cond_br %c, ^b1141(%y1140 : i32), ^b1141(%x1140 : i32)
^b1141(%x1141: i32):
  %c1141 = arith.constant 0 : i32
  %y1141 = arith.muli %x1141, %c1141 : i32
  cf.cond_br %c, ^b1142(%y1141 : i32), ^b1142(%x1141 : i32)
^b1142(%x1142: i32):
  %c1142 = arith.constant 1 : i32
  %y1142 = arith.muli %x1142, %c1142 : i32
  cf.cond_br %c, ^b1143(%y1142 : i32), ^b1143(%x1142 : i32)
^b1143(%x1143: i32):
  %c1143 = arith.constant 2 : i32
  %y1143 = arith.muli %x1143, %c1143 : i32
  cf.cond_br %c, ^b1144(%y1143 : i32), ^b1144(%x1143 : i32)
^b1144(%x1144: i32):
  %c1144 = arith.constant 3 : i32
  %y1144 = arith.muli %x1144, %c1144 : i32
  cf.cond_br %c, ^b1145(%y1144 : i32), ^b1145(%x1144 : i32)
^b1145(%x1145: i32):
  %c1145 = arith.constant 4 : i32
  %y1145 = arith.muli %x1145, %c1145 : i32
  cf.cond_br %c, ^b1146(%y1145 : i32), ^b1146(%x1145 : i32)
^b1146(%x1146: i32):
  %c1146 = arith.constant 5 : i32
  %y1146 = arith.muli %x1146, %c1146 : i32
  cf.cond_br %c, ^b1147(%y1146 : i32), ^b1147(%x1146 : i32)
^b1147(%x1147: i32):
  %c1147 = arith.constant 6 : i32
  %y1147 = arith.muli %x1147, %c1147 : i32
  cf.cond_br %c, ^b1148(%y1147 : i32), ^b1148(%x1147 : i32)
^b1148(%x1148: i32):
  %c1148 = arith.constant 0 : i32
  %y1148 = arith.muli %x1148, %c1148 : i32
  cf.cond_br %c, ^b1149(%y1148 : i32), ^b1149(%x1148 : i32)
^b1149(%x1149: i32):
  %c1149 = arith.constant 1 : i32
  %y1149 = arith.muli %x1149, %c1149 : i32
  cf.cond_br %c, ^b1150(%y1149 : i32), ^b1150(%x1149 : i32)
^b1150(%x1150: i32):
  %c1150 = arith.constant 2 : i32
  %y1150 = arith.muli %x1150, %c1150 : i32
  cf.cond_br %c, ^b1151(%y1150 : i32), ^b1151(%x1150 : i32)
^b1151(%x1151: i32):
  %c1151 = arith.constant 3 : i32
  %y1151 = arith.muli %x1151, %c1151 : i32
  cf.cond_br %c, ^b1152(%y1151 : i32), ^b1152(%x1151 : i32)
^b1152(%x1152: i32):
  %c1152 = arith.constant 4 : i32
  %y1152 = arith.muli %x1152, %c1152 : i32
  cf.cond_br %c, ^b1153(%y1152 : i32), ^b1153(%x1152 : i32)
^b1153(%x1153: i32):
  %c1153 = arith.constant 5 : i32
  %y1153 = arith.muli %x1153, %c1153 : i32
  cf.cond_br %c, ^b1154(%y1153 : i32), ^b1154(%x1153 : i32)
^b1154(%x1154: i32):
  %c1154 = arith.constant 6 : i32
  %y1154 = arith.muli %x1154, %c1154 : i32
  cf.cond_br %c, ^b1155(%y1154 : i32), ^b1155(%x1154 : i32)
^b1155(%x1155: i32):
  %c1155 = arith.constant 0 : i32
  %y1155 = arith.muli %x1155, %c1155 : i32
  cf.cond_br %c, ^b1156(%y1155 : i32), ^b1156(%x1155 : i32)
^b1156(%x1156: i32):
  %c1156 = arith.constant 1 : i32
  %y1156 = arith.muli %x1156, %c1156 : i32
  cf.cond_br %c, ^b1157(%y1156 : i32), ^b1157(%x1156 : i32)
^b1157(%x1157: i32):
  %c1157 = arith.constant 2 : i32
  %y1157 = arith.muli %x1157, %c1157 : i32
  cf.cond_br %c, ^b1158(%y1157 : i32), ^b1158(%x1157 : i32)
^b1158(%x1158: i32):
  %c1158 = arith.constant 3 : i32
  %y1158 = arith.muli %x1158, %c1158 : i32
  cf.cond_br %c, ^b1159(%y1158 : i32), ^b1159(%x1158 : i32)
^b1159(%x1159: i32):
  %c1159 = arith.constant 4 : i32
  %y1159 = arith.muli %x1159, %c1159 : i32
  cf.cond_br %c, ^b1160(%y1159 : i32), ^b1160(%x1159 : i32)
^b1160(%x1160: i32):
  %c1160 = arith.constant 5 : i32
  %y1160 = arith.muli %x1160, %c1160 : i32
  cf.cond_br %c, ^b1161(%y1160 : i32), ^b1161(%x1160 : i32)
^b1161(%x1161: i32):
  %c1161 = arith.constant 6 : i32
  %y1161 = arith.muli %x1161, %c1161 : i32
  cf.cond_br %c, ^b1162(%y1161 : i32), ^b1162(%x1161 : i32)
^b1162(%x1162: i32):
  %c1162 = arith.constant 0 : i32
  %y1162 = arith.muli %x1162, %c1162 : i32
  cf.cond_br %c, ^b1163(%y1162 : i32), ^b1163(%x1162 : i32)
^b1163(%x1163: i32):
  %c1163 = arith.constant 1 : i32
  %y1163 = arith.muli %x1163, %c1163 : i32
  cf.cond_br %c, ^b1164(%y1163 : i32), ^b1164(%x1163 : i32)
^b1164(%x1164: i32):
  %c1164 = arith.constant 2 : i32
  %y1164 = arith.muli %x1164, %c1164 : i32
  cf.cond_br %c, ^b1165(%y1164 : i32), ^b1165(%x1164 : i32)
^b1165(%x1165: i32):
  %c1165 = arith.constant 3 : i32
  %y1165 = arith.muli %x1165, %c1165 : i32
  cf.cond_br %c, ^b1166(%y1165 : i32), ^b1166(%x1165 : i32)
^b1166(%x1166: i32):
  %c1166 = arith.constant 4 : i32
  %y1166 = arith.muli %x1166, %c1166 : i32
  cf.cond_br %c, ^b1167(%y1166 : i32), ^b1167(%x1166 : i32)
^b1167(%x1167: i32):
  %c1167 = arith.constant 5 : i32
  %y1167 = arith.muli %x1167, %c1167 : i32
  cf.cond_br %c, ^b1168(%y1167 : i32), ^b1168(%x1167 : i32)
^b1168(%x1168: i32):
  %c1168 = arith.constant 6 : i32
  %y1168 = arith.muli %x1168, %c1168 : i32
  cf.cond_br %c, ^b1169(%y1168 : i32), ^b1169(%x1168 : i32)
^b1169(%x1169: i32):
  %c1169 = arith.constant 0 : i32
  %y1169 = arith.muli %x1169, %c1169 : i32
  cf.cond_br %c, ^b1170(%y1169 : i32), ^b1170(%x1169 : i32)
^b1170(%x1170: i32):
  %c1170 = arith.constant 1 : i32
  %y1170 = arith.muli %x1170, %c1170 : i32
  cf.cond_br %c, ^b1171(%y1170 : i32), ^b1171(%x1170 : i32)
^b1171(%x1171: i32):
  %c1171 = arith.constant 2 : i32
  %y1171 = arith.muli %x1171, %c1171 : i32
  cf.cond_br %c, ^b1172(%y1171 : i32), ^b1172(%x1171 : i32)
^b1172(%x1172: i32):
  %c1172 = arith.constant 3 : i32
  %y1172 = arith.muli %x1172, %c1172 : i32
  cf.cond_br %c, ^b1173(%y1172 : i32), ^b1173(%x1172 : i32)
^b1173(%x1173: i32):
  %c1173 = arith.constant 4 : i32
  %y1173 = arith.muli %x1173, %c1173 : i32
  cf.cond_br %c, ^b1174(%y1173 : i32), ^b1174(%x1173 : i32)
^b1174(%x1174: i32):
  %c1174 = arith.constant 5 : i32
  %y1174 = arith.muli %x1174, %c1174 : i32
  cf.cond_br %c, ^b1175(%y1174 : i32), ^b1175(%x1174 : i32)
^b1175(%x1175: i32):
  %c1175 = arith.constant 6 : i32
  %y1175 = arith.muli %x1175, %c1175 : i32
  cf.cond_br %c, ^b1176(%y1175 : i32), ^b1176(%x1175 : i32)
^b1176(%x1176: i32):
  %c1176 = arith.constant 0 : i32
  %y1176 = arith.muli %x1176, %c1176 : i32
  cf.cond_br %c, ^b1177(%y1176 : i32), ^b1177(%x1176 : i32)
^b1177(%x1177: i32):
  %c1177 = arith.constant 1 : i32
  %y1177 = arith.muli %x1177, %c1177 : i32
  cf.cond_br %c, ^b1178(%y1177 : i32), ^b1178(%x1177 : i32)
^b1178(%x1178: i32):
  %c1178 = arith.constant 2 : i32
  %y1178 = arith.muli %x1178, %c1178 : i32
  cf.cond_br %c, ^b1179(%y1178 : i32), ^b1179(%x1178 : i32)
^b1179(%x1179: i32):
  %c1179 = arith.constant 3 : i32
  %y1179 = arith.muli %x1179, %c1179 : i32
  cf.cond_br %c, ^b1180(%y1179 : i32), ^b1180(%x1179 : i32)
^b1180(%x1180: i32):
  %c1180 = arith.constant 4 : i32
  %y1180 = arith.muli %x1180, %c1180 : i32
  cf.cond_br %c, ^b1181(%y1180 : i32), ^b1181(%x1180 : i32)
^b1181(%x1181: i32):
  %c1181 = arith.constant 5 : i32
  %y1181 = arith.muli %x1181, %c1181 : i32
  cf.cond_br %c, ^b1182(%y1181 : i32), ^b1182(%x1181 : i32)
^b1182(%x1182: i32):
  %c1182 = arith.constant 6 : i32
  %y1182 = arith.muli %x1182, %c1182 : i32
  cf.cond_br %c, ^b1183(%y1182 : i32), ^b1183(%x1182 : i32)
^b1183(%x1183: i32):
  %c1183 = arith.constant 0 : i32
  %y1183 = arith.muli %x1183, %c1183 : i32
  cf.cond_br %c, ^b1184(%y1183 : i32), ^b1184(%x1183 : i32)
^b1184(%x1184: i32):
  %c1184 = arith.constant 1 : i32
  %y1184 = arith.muli %x1184, %c1184 : i32
  cf.cond_br %c, ^b1185(%y1184 : i32), ^b1185(%x1184 : i32)
^b1185(%x1185: i32):
  %c1185 = arith.constant 2 : i32
  %y1185 = arith.muli %x1185, %c1185 : i32
  cf.cond_br %c, ^b1186(%y1185 : i32), ^b1186(%x1185 : i32)
^b1186(%x1186: i32):
  %c1186 = arith.constant 3 : i32
  %y1186 = arith.muli %x1186, %c1186 : i32
  cf.cond_br %c, ^b1187(%y1186 : i32), ^b1187(%x1186 : i32)
^b1187(%x1187: i32):
  %c1187 = arith.constant 4 : i32
  %y1187 = arith.muli %x1187, %c1187 : i32
  cf.cond_br %c, ^b1188(%y1187 : i32), ^b1188(%x1187 : i32)
^b1188(%x1188: i32):
  %c1188 = arith.constant 5 : i32
  %y1188 = arith.muli %x1188, %c1188 : i32
  cf.cond_br %c, ^b1189(%y1188 : i32), ^b1189(%x1188 : i32)
^b1189(%x1189: i32):
  %c1189 = arith.constant 6 : i32
  %y1189 = arith.muli %x1189, %c1189 : i32
  cf.cond_br %c, ^b1190(%y1189 : i32), ^b1190(%x1189 : i32)
^b1190(%x1190: i32):
  %c1190 = arith.constant 0 : i32
  %y1190 = arith.muli %x1190, %c1190 : i32
  cf.cond_br %c, ^b1191(%y1190 : i32), ^b1191(%x1190 : i32)
^b1191(%x1191: i32):
  %c1191 = arith.constant 1 : i32
  %y1191 = arith.muli %x1191, %c1191 : i32
  cf.cond_br %c, ^b1192(%y1191 : i32), ^b1192(%x1191 : i32)
^b1192(%x1192: i32):
  %c1192 = arith.constant 2 : i32
  %y1192 = arith.muli %x1192, %c1192 : i32
  cf.cond_br %c, ^b1193(%y1192 : i32), ^b1193(%x1192 : i32)
^b1193(%x1193: i32):
  %c1193 = arith.constant 3 : i32
  %y1193 = arith.muli %x1193, %c1193 : i32
  cf.cond_br %c, ^b1194(%y1193 : i32), ^b1194(%x1193 : i32)
^b1194(%x1194: i32):
  %c1194 = arith.constant 4 : i32
  %y1194 = arith.muli %x1194, %c1194 : i32
  cf.cond_br %c, ^b1195(%y1194 : i32), ^b1195(%x1194 : i32)
^b1195(%x1195: i32):
  %c1195 = arith.constant 5 : i32
  %y1195 = arith.muli %x1195, %c1195 : i32
  cf.cond_br %c, ^b1196(%y1195 : i32), ^b1196(%x1195 : i32)
^b1196(%x1196: i32):
  %c1196 = arith.constant 6 : i32
  %y1196 = arith.muli %x1196, %c1196 : i32
  cf.cond_br %c, ^b1197(%y1196 : i32), ^b1197(%x1196 : i32)
^b1197(%x1197: i32):
  %c1197 = arith.constant 0 : i32
  %y1197 = arith.muli %x1197, %c1197 : i32
  cf.cond_br %c, ^b1198(%y1197 : i32), ^b1198(%x1197 : i32)
^b1198(%x1198: i32):
  %c1198 = arith.constant 1 : i32
  %y1198 = arith.muli %x1198, %c1198 : i32
  cf.cond_br %c, ^b1199(%y1198 : i32), ^b1199(%x1198 : i32)
^b1199(%x1199: i32):
  %c1199 = arith.constant 2 : i32
  %y1199 = arith.muli %x1199, %c1199 : i32
  cf.cond_br %c, ^b1200(%y1199 : i32), ^b1200(%x1199 : i32)
^b1200(%x1200: i32):
  %c1200 = arith.constant 3 : i32
  %y1200 = arith.muli %x1200, %c1200 : i32
  cf.cond_br %c, ^b1201(%y1200 : i32), ^b1201(%x1200 : i32)
^b1201(%x1201: i32):
  %c1201 = arith.constant 4 : i32
  %y1201 = arith.muli %x1201, %c1201 : i32
  cf.cond_br %c, ^b1202(%y1201 : i32), ^b1202(%x1201 : i32)
^b1202(%x1202: i32):
  %c1202 = arith.constant 5 : i32
  %y1202 = arith.muli %x1202, %c1202 : i32
  cf.cond_br %c, ^b1203(%y1202 : i32), ^b1203(%x1202 : i32)
^b1203(%x1203: i32):
  %c1203 = arith.constant 6 : i32
  %y1203 = arith.muli %x1203, %c1203 : i32
  cf.cond_br %c, ^b1204(%y1203 : i32), ^b1204(%x1203 : i32)
^b1204(%x1204: i32):
  %c1204 = arith.constant 0 : i32
  %y1204 = arith.muli %x1204, %c1204 : i32
  cf.cond_br %c, ^b1205(%y1204 : i32), ^b1205(%x1204 : i32)
^b1205(%x1205: i32):
  %c1205 = arith.constant 1 : i32
  %y1205 = arith.muli %x1205, %c1205 : i32
  cf.cond_br %c, ^b1206(%y1205 : i32), ^b1206(%x1205 : i32)
^b1206(%x1206: i32):
  %c1206 = arith.constant 2 : i32
  %y1206 = arith.muli %x1206, %c1206 : i32
  cf.cond_br %c, ^b1207(%y1206 : i32), ^b1207(%x1206 : i32)
^b1207(%x1207: i32):
  %c1207 = arith.constant 3 : i32
  %y1207 = arith.muli %x1207, %c1207 : i32
  cf.cond_br %c, ^b1208(%y1207 : i32), ^b1208(%x1207 : i32)
^b1208(%x1208: i32):
  %c1208 = arith.constant 4 : i32
  %y1208 = arith.muli %x1208, %c1208 : i32
  cf.cond_br %c, ^b1209(%y1208 : i32), ^b1209(%x1208 : i32)
^b1209(%x1209: i32):
  %c1209 = arith.constant 5 : i32
  %y1209 = arith.muli %x1209, %c1209 : i32
  cf.cond_br %c, ^b1210(%y1209 : i32), ^b1210(%x1209 : i32)
^b1210(%x1210: i32):
  %c1210 = arith.constant 6 : i32
  %y1210 = arith.muli %x1210, %c1210 : i32
  cf.cond_br %c, ^b1211(%y1210 : i32), ^b1211(%x1210 : i32)
^b1211(%x1211: i32):
  %c1211 = arith.constant 0 : i32
  %y1211 = arith.muli %x1211, %c1211 : i32
  cf.cond_br %c, ^b1212(%y1211 : i32), ^b1212(%x1211 : i32)
^b1212(%x1212: i32):
  %c1212 = arith.constant 1 : i32
  %y1212 = arith.muli %x1212, %c1212 : i32
  cf.cond_br %c, ^b1213(%y1212 : i32), ^b1213(%x1212 : i32)
^b1213(%x1213: i32):
  %c1213 = arith.constant 2 : i32
  %y1213 = arith.muli %x1213, %c1213 : i32
  cf.cond_br %c, ^b1214(%y1213 : i32), ^b1214(%x1213 : i32)
^b1214(%x1214: i32):
  %c1214 = arith.constant 3 : i32
  %y1214 = arith.muli %x1214, %c1214 : i32
  cf.cond_br %c, ^b1215(%y1214 : i32), ^b1215(%x1214 : i32)
^b1215(%x1215: i32):
  %c1215 = arith.constant 4 : i32
  %y1215 = arith.muli %x1215, %c1215 : i32
  cf.cond_br %c, ^b1216(%y1215 : i32), ^b1216(%x1215 : i32)
^b1216(%x1216: i32):
  %c1216 = arith.constant 5 : i32
  %y1216 = arith.muli %x1216, %c1216 : i32
  cf.cond_br %c, ^b1217(%y1216 : i32), ^b1217(%x1216 : i32)
^b1217(%x1217: i32):
  %c1217 = arith.constant 6 : i32
  %y1217 = arith.muli %x1217, %c1217 : i32
  cf.cond_br %c, ^b1218(%y1217 : i32), ^b1218(%x1217 : i32)
^b1218(%x1218: i32):
  %c1218 = arith.constant 0 : i32
  %y1218 = arith.muli %x1218, %c1218 : i32
  cf.cond_br %c, ^b1219(%y1218 : i32), ^b1219(%x1218 : i32)
^b1219(%x1219: i32):
  %c1219 = arith.constant 1 : i32
  %y1219 = arith.muli %x1219, %c1219 : i32
  cf.cond_br %c, ^b1220(%y1219 : i32), ^b1220(%x1219 : i32)
^b1220(%x1220: i32):
  %c1220 = arith.constant 2 : i32
  %y1220 = arith.muli %x1220, %c1220 : i32
  cf.cond_br %c, ^b1221(%y1220 : i32), ^b1221(%x1220 : i32)
^b1221(%x1221: i32):
  %c1221 = arith.constant 3 : i32
  %y1221 = arith.muli %x1221, %c1221 : i32
  cf.cond_br %c, ^b1222(%y1221 : i32), ^b1222(%x1221 : i32)
^b1222(%x1222: i32):
  %c1222 = arith.constant 4 : i32
  %y1222 = arith.muli %x1222, %c1222 : i32
  cf.cond_br %c, ^b1223(%y1222 : i32), ^b1223(%x1222 : i32)
^b1223(%x1223: i32):
  %c1223 = arith.constant 5 : i32
  %y1223 = arith.muli %x1223, %c1223 : i32
  cf.cond_br %c, ^b1224(%y1223 : i32), ^b1224(%x1223 : i32)
^b1224(%x1224: i32):
  %c1224 = arith.constant 6 : i32
  %y1224 = arith.muli %x1224, %c1224 : i32
  cf.cond_br %c, ^b1225(%y1224 : i32), ^b1225(%x1224 : i32)
^b1225(%x1225: i32):
  %c1225 = arith.constant 0 : i32
  %y1225 = arith.muli %x1225, %c1225 : i32
  cf.cond_br %c, ^b1226(%y1225 : i32), ^b1226(%x1225 : i32)
^b1226(%x1226: i32):
  %c1226 = arith.constant 1 : i32
  %y1226 = arith.muli %x1226, %c1226 : i32
  cf.cond_br %c, ^b1227(%y1226 : i32), ^b1227(%x1226 : i32)
^b1227(%x1227: i32):
  %c1227 = arith.constant 2 : i32
  %y1227 = arith.muli %x1227, %c1227 : i32
  cf.cond_br %c, ^b1228(%y1227 : i32), ^b1228(%x1227 : i32)
^b1228(%x1228: i32):
  %c1228 = arith.constant 3 : i32
  %y1228 = arith.muli %x1228, %c1228 : i32
  cf.cond_br %c, ^b1229(%y1228 : i32), ^b1229(%x1228 : i32)
^b1229(%x1229: i32):
  %c1229 = arith.constant 4 : i32
  %y1229 = arith.muli %x1229, %c1229 : i32
  cf.cond_br %c, ^b1230(%y1229 : i32), ^b1230(%x1229 : i32)
^b1230(%x1230: i32):
  %c1230 = arith.constant 5 : i32
  %y1230 = arith.muli %x1230, %c1230 : i32
  cf.cond_br %c, ^b1231(%y1230 : i32), ^b1231(%x1230 : i32)
^b1231(%x1231: i32):
  %c1231 = arith.constant 6 : i32
  %y1231 = arith.muli %x1231, %c1231 : i32
  cf.cond_br %c, ^b1232(%y1231 : i32), ^b1232(%x1231 : i32)
^b1232(%x1232: i32):
  %c1232 = arith.constant 0 : i32
  %y1232 = arith.muli %x1232, %c1232 : i32
  cf.cond_br %c, ^b1233(%y1232 : i32), ^b1233(%x1232 : i32)
^b1233(%x1233: i32):
  %c1233 = arith.constant 1 : i32
  %y1233 = arith.muli %x1233, %c1233 : i32
  cf.cond_br %c, ^b1234(%y1233 : i32), ^b1234(%x1233 : i32)
^b1234(%x1234: i32):
  %c1234 = arith.constant 2 : i32
  %y1234 = arith.muli %x1234, %c1234 : i32
  cf.cond_br %c, ^b1235(%y1234 : i32), ^b1235(%x1234 : i32)
^b1235(%x1235: i32):
  %c1235 = arith.constant 3 : i32
  %y1235 = arith.muli %x1235, %c1235 : i32
  cf.cond_br %c, ^b1236(%y1235 : i32), ^b1236(%x1235 : i32)
^b1236(%x1236: i32):
  %c1236 = arith.constant 4 : i32
  %y1236 = arith.muli %x1236, %c1236 : i32
  cf.cond_br %c, ^b1237(%y1236 : i32), ^b1237(%x1236 : i32)
^b1237(%x1237: i32):
  %c1237 = arith.constant 5 : i32
  %y1237 = arith.muli %x1237, %c1237 : i32
  cf.cond_br %c, ^b1238(%y1237 : i32), ^b1238(%x1237 : i32)
^b1238(%x1238: i32):
  %c1238 = arith.constant 6 : i32
  %y1238 = arith.muli %x1238, %c1238 : i32
  cf.cond_br %c, ^b1239(%y1238 : i32), ^b1239(%x1238 : i32)
^b1239(%x1239: i32):
  %c1239 = arith.constant 0 : i32
  %y1239 = arith.muli %x1239, %c1239 : i32
  cf.cond_br %c, ^b1240(%y1239 : i32), ^b1240(%x1239 : i32)
^b1240(%x1240: i32):
  %c1240 = arith.constant 1 : i32
  %y1240 = arith.muli %x1240, %c1240 : i32
  cf.cond_br %c, ^b1241(%y1240 : i32), ^b1241(%x1240 : i32)
^b1241(%x1241: i32):
  %c1241 = arith.constant 2 : i32
  %y1241 = arith.muli %x1241, %c1241 : i32
  cf.cond_br %c, ^b1242(%y1241 : i32), ^b1242(%x1241 : i32)
^b1242(%x1242: i32):
  %c1242 = arith.constant 3 : i32
  %y1242 = arith.muli %x1242, %c1242 : i32
  cf.cond_br %c, ^b1243(%y1242 : i32), ^b1243(%x1242 : i32)
^b1243(%x1243: i32):
  %c1243 = arith.constant 4 : i32
  %y1243 = arith.muli %x1243, %c1243 : i32
  cf.cond_br %c, ^b1244(%y1243 : i32), ^b1244(%x1243 : i32)
^b1244(%x1244: i32):
  %c1244 = arith.constant 5 : i32
  %y1244 = arith.muli %x1244, %c1244 : i32
  cf.cond_br %c, ^b1245(%y1244 : i32), ^b1245(%x1244 : i32)
^b1245(%x1245: i32):
  %c1245 = arith.constant 6 : i32
  %y1245 = arith.muli %x1245, %c1245 : i32
  cf.cond_br %c, ^b1246(%y1245 : i32), ^b1246(%x1245 : i32)
^b1246(%x1246: i32):
  %c1246 = arith.constant 0 : i32
  %y1246 = arith.muli %x1246, %c1246 : i32
  cf.cond_br %c, ^b1247(%y1246 : i32), ^b1247(%x1246 : i32)
^b1247(%x1247: i32):
  %c1247 = arith.constant 1 : i32
  %y1247 = arith.muli %x1247, %c1247 : i32
  cf.cond_br %c, ^b1248(%y1247 : i32), ^b1248(%x1247 : i32)
^b1248(%x1248: i32):
  %c1248 = arith.constant 2 : i32
  %y1248 = arith.muli %x1248, %c1248 : i32
  cf.cond_br %c, ^b1249(%y1248 : i32), ^b1249(%x1248 : i32)
^b1249(%x1249: i32):
  %c1249 = arith.constant 3 : i32
  %y1249 = arith.muli %x1249, %c1249 : i32
  cf.cond_br %c, ^b1250(%y1249 : i32), ^b1250(%x1249 : i32)
^b1250(%x1250: i32):
  %c1250 = arith.constant 4 : i32
  %y1250 = arith.muli %x1250, %c1250 : i32
  cf.cond_br %c, ^b1251(%y1250 : i32), ^b1251(%x1250 : i32)
^b1251(%x1251: i32):
  %c1251 = arith.constant 5 : i32
  %y1251 = arith.muli %x1251, %c1251 : i32
  cf.cond_br %c, ^b1252(%y1251 : i32), ^b1252(%x1251 : i32)
^b1252(%x1252: i32):
  %c1252 = arith.constant 6 : i32
  %y1252 = arith.muli %x1252, %c1252 : i32
  cf.cond_br %c, ^b1253(%y1252 : i32), ^b1253(%x1252 : i32)
^b1253(%x1253: i32):
  %c1253 = arith.constant 0 : i32
  %y1253 = arith.muli %x1253, %c1253 : i32
  cf.cond_br %c, ^b1254(%y1253 : i32), ^b1254(%x1253 : i32)
^b1254(%x1254: i32):
  %c1254 = arith.constant 1 : i32
  %y1254 = arith.muli %x1254, %c1254 : i32
  cf.cond_br %c, ^b1255(%y1254 : i32), ^b1255(%x1254 : i32)
^b1255(%x1255: i32):
  %c1255 = arith.constant 2 : i32
  %y1255 = arith.muli %x1255, %c1255 : i32
  cf.cond_br %c, ^b1256(%y1255 : i32), ^b1256(%x1255 : i32)
^b1256(%x1256: i32):
  %c1256 = arith.constant 3 : i32
  %y1256 = arith.muli %x1256, %c1256 : i32
  cf.cond_br %c, ^b1257(%y1256 : i32), ^b1257(%x1256 : i32)
^b1257(%x1257: i32):
  %c1257 = arith.constant 4 : i32
  %y1257 = arith.muli %x1257, %c1257 : i32
  cf.cond_br %c, ^b1258(%y1257 : i32), ^b1258(%x1257 : i32)
^b1258(%x1258: i32):
  %c1258 = arith.constant 5 : i32
  %y1258 = arith.muli %x1258, %c1258 : i32
  cf.cond_br %c, ^b1259(%y1258 : i32), ^b1259(%x1258 : i32)
^b1259(%x1259: i32):
  %c1259 = arith.constant 6 : i32
  %y1259 = arith.muli %x1259, %c1259 : i32
  cf.cond_br %c, ^b1260(%y1259 : i32), ^b1260(%x1259 : i32)
^b1260(%x1260: i32):
  %c1260 = arith.constant 0 : i32
  %y1260 = arith.muli %x1260, %c1260 : i32
  cf.cond_br %c, ^b1261(%y1260 : i32), ^b1261(%x1260 : i32)
^b1261(%x1261: i32):
  %c1261 = arith.constant 1 : i32
  %y1261 = arith.muli %x1261, %c1261 : i32
  cf.cond_br %c, ^b1262(%y1261 : i32), ^b1262(%x1261 : i32)
^b1262(%x1262: i32):
  %c1262 = arith.constant 2 : i32
  %y1262 = arith.muli %x1262, %c1262 : i32
  cf.cond_br %c, ^b1263(%y1262 : i32), ^b1263(%x1262 : i32)
^b1263(%x1263: i32):
  %c1263 = arith.constant 3 : i32
  %y1263 = arith.muli %x1263, %c1263 : i32
  cf.cond_br %c, ^b1264(%y1263 : i32), ^b1264(%x1263 : i32)
^b1264(%x1264: i32):
  %c1264 = arith.constant 4 : i32
  %y1264 = arith.muli %x1264, %c1264 : i32
  cf.cond_br %c, ^b1265(%y1264 : i32), ^b1265(%x1264 : i32)
^b1265(%x1265: i32):
  %c1265 = arith.constant 5 : i32
  %y1265 = arith.muli %x1265, %c1265 : i32
  cf.cond_br %c, ^b1266(%y1265 : i32), ^b1266(%x1265 : i32)
^b1266(%x1266: i32):
  %c1266 = arith.constant 6 : i32
  %y1266 = arith.muli %x1266, %c1266 : i32
  cf.cond_br %c, ^b1267(%y1266 : i32), ^b1267(%x1266 : i32)
^b1267(%x1267: i32):
  %c1267 = arith.constant 0 : i32
  %y1267 = arith.muli %x1267, %c1267 : i32
  cf.cond_br %c, ^b1268(%y1267 : i32), ^b1268(%x1267 : i32)
^b1268(%x1268: i32):
  %c1268 = arith.constant 1 : i32
  %y1268 = arith.muli %x1268, %c1268 : i32
  cf.cond_br %c, ^b1269(%y1268 : i32), ^b1269(%x1268 : i32)
^b1269(%x1269: i32):
  %c1269 = arith.constant 2 : i32
  %y1269 = arith.muli %x1269, %c1269 : i32
  cf.cond_br %c, ^b1270(%y1269 : i32), ^b1270(%x1269 : i32)
^b1270(%x1270: i32):
  %c1270 = arith.constant 3 : i32
  %y1270 = arith.muli %x1270, %c1270 : i32
  cf.cond_br %c, ^b1271(%y1270 : i32), ^b1271(%x1270 : i32)
^b1271(%x1271: i32):
  %c1271 = arith.constant 4 : i32
  %y1271 = arith.muli %x1271, %c1271 : i32
  cf.cond_br %c, ^b1272(%y1271 : i32), ^b1272(%x1271 : i32)
^b1272(%x1272: i32):
  %c1272 = arith.constant 5 : i32
  %y1272 = arith.muli %x1272, %c1272 : i32
  cf.cond_br %c, ^b1273(%y1272 : i32), ^b1273(%x1272 : i32)
^b1273(%x1273: i32):
  %c1273 = arith.constant 6 : i32
  %y1273 = arith.muli %x1273, %c1273 : i32
  cf.cond_br %c, ^b1274(%y1273 : i32), ^b1274(%x1273 : i32)
^b1274(%x1274: i32):
  %c1274 = arith.constant 0 : i32
  %y1274 = arith.muli %x1274, %c1274 : i32
  cf.cond_br %c, ^b1275(%y1274 : i32), ^b1275(%x1274 : i32)
^b1275(%x1275: i32):
  %c1275 = arith.constant 1 : i32
  %y1275 = arith.muli %x1275, %c1275 : i32
  cf.cond_br %c, ^b1276(%y1275 : i32), ^b1276(%x1275 : i32)
^b1276(%x1276: i32):
  %c1276 = arith.constant 2 : i32
  %y1276 = arith.muli %x1276, %c1276 : i32
  cf.cond_br %c, ^b1277(%y1276 : i32), ^b1277(%x1276 : i32)
^b1277(%x1277: i32):
  %c1277 = arith.constant 3 : i32
  %y1277 = arith.muli %x1277, %c1277 : i32
  cf.cond_br %c, ^b1278(%y1277 : i32), ^b1278(%x1277 : i32)
^b1278(%x1278: i32):
  %c1278 = arith.constant 4 : i32
  %y1278 = arith.muli %x1278, %c1278 : i32
  cf.cond_br %c, ^b1279(%y1278 : i32), ^b1279(%x1278 : i32)
^b1279(%x1279: i32):
  %c1279 = arith.constant 5 : i32
  %y1279 = arith.muli %x1279, %c1279 : i32
  cf.cond_br %c, ^b1280(%y1279 : i32), ^b1280(%x1279 : i32)
^b1280(%x1280: i32):
  %c1280 = arith.constant 6 : i32
  %y1280 = arith.muli %x1280, %c1280 : i32
  cf.cond_br %c, ^b1281(%y1280 : i32), ^b1281(%x1280 : i32)
^b1281(%x1281: i32):
  %c1281 = arith.constant 0 : i32
  %y1281 = arith.muli %x1281, %c1281 : i32
  cf.cond_br %c, ^b1282(%y1281 : i32), ^b1282(%x1281 : i32)
^b1282(%x1282: i32):
  %c1282 = arith.constant 1 : i32
  %y1282 = arith.muli %x1282, %c1282 : i32
  cf.cond_br %c, ^b1283(%y1282 : i32), ^b1283(%x1282 : i32)
^b1283(%x1283: i32):
  %c1283 = arith.constant 2 : i32
  %y1283 = arith.muli %x1283, %c1283 : i32
  cf.cond_br %c, ^b1284(%y1283 : i32), ^b1284(%x1283 : i32)
^b1284(%x1284: i32):
  %c1284 = arith.constant 3 : i32
  %y1284 = arith.muli %x1284, %c1284 : i32
  cf.cond_br %c, ^b1285(%y1284 : i32), ^b1285(%x1284 : i32)
^b1285(%x1285: i32):
  %c1285 = arith.constant 4 : i32
  %y1285 = arith.muli %x1285, %c1285 : i32
  cf.cond_br %c, ^b1286(%y1285 : i32), ^b1286(%x1285 : i32)
^b1286(%x1286: i32):
  %c1286 = arith.constant 5 : i32
  %y1286 = arith.muli %x1286, %c1286 : i32
  cf.cond_br %c, ^b1287(%y1286 : i32), ^b1287(%x1286 : i32)
^b1287(%x1287: i32):
  %c1287 = arith.constant 6 : i32
  %y1287 = arith.muli %x1287, %c1287 : i32
  cf.cond_br %c, ^b1288(%y1287 : i32), ^b1288(%x1287 : i32)
^b1288(%x1288: i32):
  %c1288 = arith.constant 0 : i32
  %y1288 = arith.muli %x1288, %c1288 : i32
  cf.cond_br %c, ^b1289(%y1288 : i32), ^b1289(%x1288 : i32)
^b1289(%x1289: i32):
  %c1289 = arith.constant 1 : i32
  %y1289 = arith.muli %x1289, %c1289 : i32
  cf.cond_br %c, ^b1290(%y1289 : i32), ^b1290(%x1289 : i32)
^b1290(%x1290: i32):
  %c1290 = arith.constant 2 : i32
  %y1290 = arith.muli %x1290, %c1290 : i32
  cf.cond_br %c, ^b1291(%y1290 : i32), ^b1291(%x1290 : i32)
^b1291(%x1291: i32):
  %c1291 = arith.constant 3 : i32
  %y1291 = arith.muli %x1291, %c1291 : i32
  cf.cond_br %c, ^b1292(%y1291 : i32), ^b1292(%x1291 : i32)
^b1292(%x1292: i32):
  %c1292 = arith.constant 4 : i32
  %y1292 = arith.muli %x1292, %c1292 : i32
  cf.cond_br %c, ^b1293(%y1292 : i32), ^b1293(%x1292 : i32)
^b1293(%x1293: i32):
  %c1293 = arith.constant 5 : i32
  %y1293 = arith.muli %x1293, %c1293 : i32
  cf.cond_br %c, ^b1294(%y1293 : i32), ^b1294(%x1293 : i32)
^b1294(%x1294: i32):
  %c1294 = arith.constant 6 : i32
  %y1294 = arith.muli %x1294, %c1294 : i32
  cf.cond_br %c, ^b1295(%y1294 : i32), ^b1295(%x1294 : i32)
^b1295(%x1295: i32):
  %c1295 = arith.constant 0 : i32
  %y1295 = arith.muli %x1295, %c1295 : i32
  cf.cond_br %c, ^b1296(%y1295 : i32), ^b1296(%x1295 : i32)
^b1296(%x1296: i32):
  %c1296 = arith.constant 1 : i32
  %y1296 = arith.muli %x1296, %c1296 : i32
  cf.cond_br %c, ^b1297(%y1296 : i32), ^b1297(%x1296 : i32)
^b1297(%x1297: i32):
  %c1297 = arith.constant 2 : i32
  %y1297 = arith.muli %x1297, %c1297 : i32
  cf.cond_br %c, ^b1298(%y1297 : i32), ^b1298(%x1297 : i32)
^b1298(%x1298: i32):
  %c1298 = arith.constant 3 : i32
  %y1298 = arith.muli %x1298, %c1298 : i32
  cf.cond_br %c, ^b1299(%y1298 : i32), ^b1299(%x1298 : i32)
^b1299(%x1299: i32):
  %c1299 = arith.constant 4 : i32
  %y1299 = arith.muli %x1299, %c1299 : i32
  cf.cond_br %c, ^b1300(%y1299 : i32), ^b1300(%x1299 : i32)
^b1300(%x1300: i32):
  %c1300 = arith.constant 5 : i32
  %y1300 = arith.muli %x1300, %c1300 : i32
  cf.cond_br %c, ^b1301(%y1300 : i32), ^b1301(%x1300 : i32)
^b1301(%x1301: i32):
  %c1301 = arith.constant 6 : i32
  %y1301 = arith.muli %x1301, %c1301 : i32
  cf.cond_br %c, ^b1302(%y1301 : i32), ^b1302(%x1301 : i32)
^b1302(%x1302: i32):
  %c1302 = arith.constant 0 : i32
  %y1302 = arith.muli %x1302, %c1302 : i32
  cf.cond_br %c, ^b1303(%y1302 : i32), ^b1303(%x1302 : i32)
^b1303(%x1303: i32):
  %c1303 = arith.constant 1 : i32
  %y1303 = arith.muli %x1303, %c1303 : i32
  cf.cond_br %c, ^b1304(%y1303 : i32), ^b1304(%x1303 : i32)
^b1304(%x1304: i32):
  %c1304 = arith.constant 2 : i32
  %y1304 = arith.muli %x1304, %c1304 : i32
  cf.cond_br %c, ^b1305(%y1304 : i32), ^b1305(%x1304 : i32)
^b1305(%x1305: i32):
  %c1305 = arith.constant 3 : i32
  %y1305 = arith.muli %x1305, %c1305 : i32
  cf.cond_br %c, ^b1306(%y1305 : i32), ^b1306(%x1305 : i32)
^b1306(%x1306: i32):
  %c1306 = arith.constant 4 : i32
  %y1306 = arith.muli %x1306, %c1306 : i32
  cf.cond_br %c, ^b1307(%y1306 : i32), ^b1307(%x1306 : i32)
^b1307(%x1307: i32):
  %c1307 = arith.constant 5 : i32
  %y1307 = arith.muli %x1307, %c1307 : i32
  cf.cond_br %c, ^b1308(%y1307 : i32), ^b1308(%x1307 : i32)
^b1308(%x1308: i32):
  %c1308 = arith.constant 6 : i32
  %y1308 = arith.muli %x1308, %c1308 : i32
  cf.cond_br %c, ^b1309(%y1308 : i32), ^b1309(%x1308 : i32)
^b1309(%x1309: i32):
  %c1309 = arith.constant 0 : i32
  %y1309 = arith.muli %x1309, %c1309 : i32
  cf.cond_br %c, ^b1310(%y1309 : i32), ^b1310(%x1309 : i32)
^b1310(%x1310: i32):
  %c1310 = arith.constant 1 : i32
  %y1310 = arith.muli %x1310, %c1310 : i32
  cf.cond_br %c, ^b1311(%y1310 : i32), ^b1311(%x1310 : i32)
^b1311(%x1311: i32):
  %c1311 = arith.constant 2 : i32
  %y1311 = arith.muli %x1311, %c1311 : i32
  cf.cond_br %c, ^b1312(%y1311 : i32), ^b1312(%x1311 : i32)
^b1312(%x1312: i32):
  %c1312 = arith.constant 3 : i32
  %y1312 = arith.muli %x1312, %c1312 : i32
  cf.cond_br %c, ^b1313(%y1312 : i32), ^b1313(%x1312 : i32)
^b1313(%x1313: i32):
  %c1313 = arith.constant 4 : i32
  %y1313 = arith.muli %x1313, %c1313 : i32
  cf.cond_br %c, ^b1314(%y1313 : i32), ^b1314(%x1313 : i32)
^b1314(%x1314: i32):
  %c1314 = arith.constant 5 : i32
  %y1314 = arith.muli %x1314, %c1314 : i32
  cf.cond_br %c, ^b1315(%y1314 : i32), ^b1315(%x1314 : i32)
^b1315(%x1315: i32):
  %c1315 = arith.constant 6 : i32
  %y1315 = arith.muli %x1315, %c1315 : i32
  cf.cond_br %c, ^b1316(%y1315 : i32), ^b1316(%x1315 : i32)
^b1316(%x1316: i32):
  %c1316 = arith.constant 0 : i32
  %y1316 = arith.muli %x1316, %c1316 : i32
  cf.cond_br %c, ^b1317(%y1316 : i32), ^b1317(%x1316 : i32)
^b1317(%x1317: i32):
  %c1317 = arith.constant 1 : i32
  %y1317 = arith.muli %x1317, %c1317 : i32
  cf.cond_br %c, ^b1318(%y1317 : i32), ^b1318(%x1317 : i32)
^b1318(%x1318: i32):
  %c1318 = arith.constant 2 : i32
  %y1318 = arith.muli %x1318, %c1318 : i32
  cf.cond_br %c, ^b1319(%y1318 : i32), ^b1319(%x1318 : i32)
^b1319(%x1319: i32):
  %c1319 = arith.constant 3 : i32
  %y1319 = arith.muli %x1319, %c1319 : i32
  cf.cond_br %c, ^b1320(%y1319 : i32), ^b1320(%x1319 : i32)
^b1320(%x1320: i32):
  %c1320 = arith.constant 4 : i32
  %y1320 = arith.muli %x1320, %c1320 : i32
  cf.cond_br %c, ^b1321(%y1320 : i32), ^b1321(%x1320 : i32)
^b1321(%x1321: i32):
  %c1321 = arith.constant 5 : i32
  %y1321 = arith.muli %x1321, %c1321 : i32
  cf.cond_br %c, ^b1322(%y1321 : i32), ^b1322(%x1321 : i32)
^b1322(%x1322: i32):
  %c1322 = arith.constant 6 : i32
  %y1322 = arith.muli %x1322, %c1322 : i32
  cf.cond_br %c, ^b1323(%y1322 : i32), ^b1323(%x1322 : i32)
^b1323(%x1323: i32):
  %c1323 = arith.constant 0 : i32
  %y1323 = arith.muli %x1323, %c1323 : i32
  cf.cond_br %c, ^b1324(%y1323 : i32), ^b1324(%x1323 : i32)
^b1324(%x1324: i32):
  %c1324 = arith.constant 1 : i32
  %y1324 = arith.muli %x1324, %c1324 : i32
  cf.cond_br %c, ^b1325(%y1324 : i32), ^b1325(%x1324 : i32)
^b1325(%x1325: i32):
  %c1325 = arith.constant 2 : i32
  %y1325 = arith.muli %x1325, %c1325 : i32
  cf.cond_br %c, ^b1326(%y1325 : i32), ^b1326(%x1325 : i32)
^b1326(%x1326: i32):
  %c1326 = arith.constant 3 : i32
  %y1326 = arith.muli %x1326, %c1326 : i32
  cf.cond_br %c, ^b1327(%y1326 : i32), ^b1327(%x1326 : i32)
^b1327(%x1327: i32):
  %c1327 = arith.constant 4 : i32
  %y1327 = arith.muli %x1327, %c1327 : i32
  cf.cond_br %c, ^b1328(%y1327 : i32), ^b1328(%x1327 : i32)
^b1328(%x1328: i32):
  %c1328 = arith.constant 5 : i32
  %y1328 = arith.muli %x1328, %c1328 : i32
  cf.cond_br %c, ^b1329(%y1328 : i32), ^b1329(%x1328 : i32)
^b1329(%x1329: i32):
  %c1329 = arith.constant 6 : i32
  %y1329 = arith.muli %x1329, %c1329 : i32
  cf.cond_br %c, ^b1330(%y1329 : i32), ^b1330(%x1329 : i32)
^b1330(%x1330: i32):
  %c1330 = arith.constant 0 : i32
  %y1330 = arith.muli %x1330, %c1330 : i32
  cf.cond_br %c, ^b1331(%y1330 : i32), ^b1331(%x1330 : i32)
^b1331(%x1331: i32):
  %c1331 = arith.constant 1 : i32
  %y1331 = arith.muli %x1331, %c1331 : i32
  cf.cond_br %c, ^b1332(%y1331 : i32), ^b1332(%x1331 : i32)
^b1332(%x1332: i32):
  %c1332 = arith.constant 2 : i32
  %y1332 = arith.muli %x1332, %c1332 : i32
  cf.cond_br %c, ^b1333(%y1332 : i32), ^b1333(%x1332 : i32)
^b1333(%x1333: i32):
  %c1333 = arith.constant 3 : i32
  %y1333 = arith.muli %x1333, %c1333 : i32
  cf.cond_br %c, ^b1334(%y1333 : i32), ^b1334(%x1333 : i32)
^b1334(%x1334: i32):
  %c1334 = arith.constant 4 : i32
  %y1334 = arith.muli %x1334, %c1334 : i32
  cf.cond_br %c, ^b1335(%y1334 : i32), ^b1335(%x1334 : i32)
^b1335(%x1335: i32):
  %c1335 = arith.constant 5 : i32
  %y1335 = arith.muli %x1335, %c1335 : i32
  cf.cond_br %c, ^b1336(%y1335 : i32), ^b1336(%x1335 : i32)
^b1336(%x1336: i32):
  %c1336 = arith.constant 6 : i32
  %y1336 = arith.muli %x1336, %c1336 : i32
  cf.cond_br %c, ^b1337(%y1336 : i32), ^b1337(%x1336 : i32)
^b1337(%x1337: i32):
  %c1337 = arith.constant 0 : i32
  %y1337 = arith.muli %x1337, %c1337 : i32
  cf.cond_br %c, ^b1338(%y1337 : i32), ^b1338(%x1337 : i32)
^b1338(%x1338: i32):
  %c1338 = arith.constant 1 : i32
  %y1338 = arith.muli %x1338, %c1338 : i32
  cf.cond_br %c, ^b1339(%y1338 : i32), ^b1339(%x1338 : i32)
^b1339(%x1339: i32):
  %c1339 = arith.constant 2 : i32
  %y1339 = arith.muli %x1339, %c1339 : i32
  cf.cond_br %c, ^b1340(%y1339 : i32), ^b1340(%x1339 : i32)
^b1340(%x1340: i32):
  %c1340 = arith.constant 3 : i32
  %y1340 = arith.muli %x1340, %c1340 : i32
  cf.cond_br %c, ^b1341(%y1340 : i32), ^b1341(%x1340 : i32)
^b1341(%x1341: i32):
  %c1341 = arith.constant 4 : i32
  %y1341 = arith.muli %x1341, %c1341 : i32
  cf.cond_br %c, ^b1342(%y1341 : i32), ^b1342(%x1341 : i32)
^b1342(%x1342: i32):
  %c1342 = arith.constant 5 : i32
  %y1342 = arith.muli %x1342, %c1342 : i32
  cf.cond_br %c, ^b1343(%y1342 : i32), ^b1343(%x1342 : i32)
^b1343(%x1343: i32):
  %c1343 = arith.constant 6 : i32
  %y1343 = arith.muli %x1343, %c1343 : i32
  cf.cond_br %c, ^b1344(%y1343 : i32), ^b1344(%x1343 : i32)
^b1344(%x1344: i32):
  %c1344 = arith.constant 0 : i32
  %y1344 = arith.muli %x1344, %c1344 : i32
  cf.cond_br %c, ^b1345(%y1344 : i32), ^b1345(%x1344 : i32)
^b1345(%x1345: i32):
  %c1345 = arith.constant 1 : i32
  %y1345 = arith.muli %x1345, %c1345 : i32
  cf.cond_br %c, ^b1346(%y1345 : i32), ^b1346(%x1345 : i32)
^b1346(%x1346: i32):
  %c1346 = arith.constant 2 : i32
  %y1346 = arith.muli %x1346, %c1346 : i32
  cf.cond_br %c, ^b1347(%y1346 : i32), ^b1347(%x1346 : i32)
^b1347(%x1347: i32):
  %c1347 = arith.constant 3 : i32
  %y1347 = arith.muli %x1347, %c1347 : i32
  cf.cond_br %c, ^b1348(%y1347 : i32), ^b1348(%x1347 : i32)
^b1348(%x1348: i32):
  %c1348 = arith.constant 4 : i32
  %y1348 = arith.muli %x1348, %c1348 : i32
  cf.cond_br %c, ^b1349(%y1348 : i32), ^b1349(%x1348 : i32)
^b1349(%x1349: i32):
  %c1349 = arith.constant 5 : i32
  %y1349 = arith.muli %x1349, %c1349 : i32
  cf.cond_br %c, ^b1350(%y1349 : i32), ^b1350(%x1349 : i32)
^b1350(%x1350: i32):
  %c1350 = arith.constant 6 : i32
  %y1350 = arith.muli %x1350, %c1350 : i32
  cf.cond_br %c, ^b1351(%y1350 : i32), ^b1351(%x1350 : i32)
^b1351(%x1351: i32):
  %c1351 = arith.constant 0 : i32
  %y1351 = arith.muli %x1351, %c1351 : i32
  cf.cond_br %c, ^b1352(%y1351 : i32), ^b1352(%x1351 : i32)
^b1352(%x1352: i32):
  %c1352 = arith.constant 1 : i32
  %y1352 = arith.muli %x1352, %c1352 : i32
  cf.cond_br %c, ^b1353(%y1352 : i32), ^b1353(%x1352 : i32)
^b1353(%x1353: i32):
  %c1353 = arith.constant 2 : i32
  %y1353 = arith.muli %x1353, %c1353 : i32
  cf.cond_br %c, ^b1354(%y1353 : i32), ^b1354(%x1353 : i32)
^b1354(%x1354: i32):
  %c1354 = arith.constant 3 : i32
  %y1354 = arith.muli %x1354, %c1354 : i32
  cf.cond_br %c, ^b1355(%y1354 : i32), ^b1355(%x1354 : i32)
^b1355(%x1355: i32):
  %c1355 = arith.constant 4 : i32
  %y1355 = arith.muli %x1355, %c1355 : i32
  cf.cond_br %c, ^b1356(%y1355 : i32), ^b1356(%x1355 : i32)
^b1356(%x1356: i32):
  %c1356 = arith.constant 5 : i32
  %y1356 = arith.muli %x1356, %c1356 : i32
  cf.cond_br %c, ^b1357(%y1356 : i32), ^b1357(%x1356 : i32)
^b1357(%x1357: i32):
  %c1357 = arith.constant 6 : i32
  %y1357 = arith.muli %x1357, %c1357 : i32
  cf.cond_br %c, ^b1358(%y1357 : i32), ^b1358(%x1357 : i32)
^b1358(%x1358: i32):
  %c1358 = arith.constant 0 : i32
  %y1358 = arith.muli %x1358, %c1358 : i32
  cf.cond_br %c, ^b1359(%y1358 : i32), ^b1359(%x1358 : i32)
^b1359(%x1359: i32):
  %c1359 = arith.constant 1 : i32
  %y1359 = arith.muli %x1359, %c1359 : i32
  cf.cond_br %c, ^b1360(%y1359 : i32), ^b1360(%x1359 : i32)
^b1360(%x1360: i32):
  %c1360 = arith.constant 2 : i32
  %y1360 = arith.muli %x1360, %c1360 : i32
  cf.cond_br %c, ^b1361(%y1360 : i32), ^b1361(%x1360 : i32)
^b1361(%x1361: i32):
  %c1361 = arith.constant 3 : i32
  %y1361 = arith.muli %x1361, %c1361 : i32
  cf.cond_br %c, ^b1362(%y1361 : i32), ^b1362(%x1361 : i32)
^b1362(%x1362: i32):
  %c1362 = arith.constant 4 : i32
  %y1362 = arith.muli %x1362, %c1362 : i32
  cf.cond_br %c, ^b1363(%y1362 : i32), ^b1363(%x1362 : i32)
^b1363(%x1363: i32):
  %c1363 = arith.constant 5 : i32
  %y1363 = arith.muli %x1363, %c1363 : i32
  cf.cond_br %c, ^b1364(%y1363 : i32), ^b1364(%x1363 : i32)
^b1364(%x1364: i32):
  %c1364 = arith.constant 6 : i32
  %y1364 = arith.muli %x1364, %c1364 : i32
  cf.cond_br %c, ^b1365(%y1364 : i32), ^b1365(%x1364 : i32)
^b1365(%x1365: i32):
  %c1365 = arith.constant 0 : i32
  %y1365 = arith.muli %x1365, %c1365 : i32
  cf.cond_br %c, ^b1366(%y1365 : i32), ^b1366(%x1365 : i32)
^b1366(%x1366: i32):
  %c1366 = arith.constant 1 : i32
  %y1366 = arith.muli %x1366, %c1366 : i32
  cf.cond_br %c, ^b1367(%y1366 : i32), ^b1367(%x1366 : i32)
^b1367(%x1367: i32):
  %c1367 = arith.constant 2 : i32
  %y1367 = arith.muli %x1367, %c1367 : i32
  cf.cond_br %c, ^b1368(%y1367 : i32), ^b1368(%x1367 : i32)
^b1368(%x1368: i32):
  %c1368 = arith.constant 3 : i32
  %y1368 = arith.muli %x1368, %c1368 : i32
  cf.cond_br %c, ^b1369(%y1368 : i32), ^b1369(%x1368 : i32)
^b1369(%x1369: i32):
  %c1369 = arith.constant 4 : i32
  %y1369 = arith.muli %x1369, %c1369 : i32
  cf.cond_br %c, ^b1370(%y1369 : i32), ^b1370(%x1369 : i32)
^b1370(%x1370: i32):
  %c1370 = arith.constant 5 : i32
  %y1370 = arith.muli %x1370, %c1370 : i32
  cf.cond_br %c, ^b1371(%y1370 : i32), ^b1371(%x1370 : i32)
^b1371(%x1371: i32):
  %c1371 = arith.constant 6 : i32
  %y1371 = arith.muli %x1371, %c1371 : i32
  cf.cond_br %c, ^b1372(%y1371 : i32), ^b1372(%x1371 : i32)
^b1372(%x1372: i32):
  %c1372 = arith.constant 0 : i32
  %y1372 = arith.muli %x1372, %c1372 : i32
  cf.cond_br %c, ^b1373(%y1372 : i32), ^b1373(%x1372 : i32)
^b1373(%x1373: i32):
  %c1373 = arith.constant 1 : i32
  %y1373 = arith.muli %x1373, %c1373 : i32
  cf.cond_br %c, ^b1374(%y1373 : i32), ^b1374(%x1373 : i32)
^b1374(%x1374: i32):
  %c1374 = arith.constant 2 : i32
  %y1374 = arith.muli %x1374, %c1374 : i32
  cf.cond_br %c, ^b1375(%y1374 : i32), ^b1375(%x1374 : i32)
^b1375(%x1375: i32):
  %c1375 = arith.constant 3 : i32
  %y1375 = arith.muli %x1375, %c1375 : i32
  cf.cond_br %c, ^b1376(%y1375 : i32), ^b1376(%x1375 : i32)
^b1376(%x1376: i32):
  %c1376 = arith.constant 4 : i32
  %y1376 = arith.muli %x1376, %c1376 : i32
  cf.cond_br %c, ^b1377(%y1376 : i32), ^b1377(%x1376 : i32)
^b1377(%x1377: i32):
  %c1377 = arith.constant 5 : i32
  %y1377 = arith.muli %x1377, %c1377 : i32
  cf.cond_br %c, ^b1378(%y1377 : i32), ^b1378(%x1377 : i32)
^b1378(%x1378: i32):
  %c1378 = arith.constant 6 : i32
  %y1378 = arith.muli %x1378, %c1378 : i32
  cf.cond_br %c, ^b1379(%y1378 : i32), ^b1379(%x1378 : i32)
^b1379(%x1379: i32):
  %c1379 = arith.constant 0 : i32
  %y1379 = arith.muli %x1379, %c1379 : i32
  cf.cond_br %c, ^b1380(%y1379 : i32), ^b1380(%x1379 : i32)
^b1380(%x1380: i32):
  %c1380 = arith.constant 1 : i32
  %y1380 = arith.muli %x1380, %c1380 : i32
  cf.cond_br %c, ^b1381(%y1380 : i32), ^b1381(%x1380 : i32)
^b1381(%x1381: i32):
  %c1381 = arith.constant 2 : i32
  %y1381 = arith.muli %x1381, %c1381 : i32
  cf.cond_br %c, ^b1382(%y1381 : i32), ^b1382(%x1381 : i32)
^b1382(%x1382: i32):
  %c1382 = arith.constant 3 : i32
  %y1382 = arith.muli %x1382, %c1382 : i32
  cf.cond_br %c, ^b1383(%y1382 : i32), ^b1383(%x1382 : i32)
^b1383(%x1383: i32):
  %c1383 = arith.constant 4 : i32
  %y1383 = arith.muli %x1383, %c1383 : i32
  cf.cond_br %c, ^b1384(%y1383 : i32), ^b1384(%x1383 : i32)
^b1384(%x1384: i32):
  %c1384 = arith.constant 5 : i32
  %y1384 = arith.muli %x1384, %c1384 : i32
  cf.cond_br %c, ^b1385(%y1384 : i32), ^b1385(%x1384 : i32)
^b1385(%x1385: i32):
  %c1385 = arith.constant 6 : i32
  %y1385 = arith.muli %x1385, %c1385 : i32
  cf.cond_br %c, ^b1386(%y1385 : i32), ^b1386(%x1385 : i32)
^b1386(%x1386: i32):
  %c1386 = arith.constant 0 : i32
  %y1386 = arith.muli %x1386, %c1386 : i32
  cf.cond_br %c, ^b1387(%y1386 : i32), ^b1387(%x1386 : i32)
^b1387(%x1387: i32):
  %c1387 = arith.constant 1 : i32
  %y1387 = arith.muli %x1387, %c1387 : i32
  cf.cond_br %c, ^b1388(%y1387 : i32), ^b1388(%x1387 : i32)
^b1388(%x1388: i32):
  %c1388 = arith.constant 2 : i32
  %y1388 = arith.muli %x1388, %c1388 : i32
  cf.cond_br %c, ^b1389(%y1388 : i32), ^b1389(%x1388 : i32)
^b1389(%x1389: i32):
  %c1389 = arith.constant 3 : i32
  %y1389 = arith.muli %x1389, %c1389 : i32
  cf.cond_br %c, ^b1390(%y1389 : i32), ^b1390(%x1389 : i32)
^b1390(%x1390: i32):
  %c1390 = arith.constant 4 : i32
  %y1390 = arith.muli %x1390, %c1390 : i32
  cf.cond_br %c, ^b1391(%y1390 : i32), ^b1391(%x1390 : i32)
^b1391(%x1391: i32):
  %c1391 = arith.constant 5 : i32
  %y1391 = arith.muli %x1391, %c1391 : i32
  cf.cond_br %c, ^b1392(%y1391 : i32), ^b1392(%x1391 : i32)
^b1392(%x1392: i32):
  %c1392 = arith.constant 6 : i32
  %y1392 = arith.muli %x1392, %c1392 : i32
  cf.cond_br %c, ^b1393(%y1392 : i32), ^b1393(%x1392 : i32)
^b1393(%x1393: i32):
  %c1393 = arith.constant 0 : i32
  %y1393 = arith.muli %x1393, %c1393 : i32
  cf.cond_br %c, ^b1394(%y1393 : i32), ^b1394(%x1393 : i32)
^b1394(%x1394: i32):
  %c1394 = arith.constant 1 : i32
  %y1394 = arith.muli %x1394, %c1394 : i32
  cf.cond_br %c, ^b1395(%y1394 : i32), ^b1395(%x1394 : i32)
^b1395(%x1395: i32):
  %c1395 = arith.constant 2 : i32
  %y1395 = arith.muli %x1395, %c1395 : i32
  cf.cond_br %c, ^b1396(%y1395 : i32), ^b1396(%x1395 : i32)
^b1396(%x1396: i32):
  %c1396 = arith.constant 3 : i32
  %y1396 = arith.muli %x1396, %c1396 : i32
  cf.cond_br %c, ^b1397(%y1396 : i32), ^b1397(%x1396 : i32)
^b1397(%x1397: i32):
  %c1397 = arith.constant 4 : i32
  %y1397 = arith.muli %x1397, %c1397 : i32
  cf.cond_br %c, ^b1398(%y1397 : i32), ^b1398(%x1397 : i32)
^b1398(%x1398: i32):
  %c1398 = arith.constant 5 : i32
  %y1398 = arith.muli %x1398, %c1398 : i32
  cf.cond_br %c, ^b1399(%y1398 : i32), ^b1399(%x1398 : i32)
^b1399(%x1399: i32):
  %c1399 = arith.constant 6 : i32
  %y1399 = arith.muli %x1399, %c1399 : i32
  cf.cond_br %c, ^b1400(%y1399 : i32), ^b1400(%x1399 : i32)
^b1400(%x1400: i32):
  %c1400 = arith.constant 0 : i32
  %y1400 = arith.muli %x1400, %c1400 : i32
  cf.cond_br %c, ^b1401(%y1400 : i32), ^b1401(%x1400 : i32)
^b1401(%x1401: i32):
  %c1401 = arith.constant 1 : i32
  %y1401 = arith.muli %x1401, %c1401 : i32
  cf.cond_br %c, ^b1402(%y1401 : i32), ^b1402(%x1401 : i32)
^b1402(%x1402: i32):
  %c1402 = arith.constant 2 : i32
  %y1402 = arith.muli %x1402, %c1402 : i32
  cf.cond_br %c, ^b1403(%y1402 : i32), ^b1403(%x1402 : i32)
^b1403(%x1403: i32):
  %c1403 = arith.constant 3 : i32
  %y1403 = arith.muli %x1403, %c1403 : i32
  cf.cond_br %c, ^b1404(%y1403 : i32), ^b1404(%x1403 : i32)
^b1404(%x1404: i32):
  %c1404 = arith.constant 4 : i32
  %y1404 = arith.muli %x1404, %c1404 : i32
  cf.cond_br %c, ^b1405(%y1404 : i32), ^b1405(%x1404 : i32)
^b1405(%x1405: i32):
  %c1405 = arith.constant 5 : i32
  %y1405 = arith.muli %x1405, %c1405 : i32
  cf.cond_br %c, ^b1406(%y1405 : i32), ^b1406(%x1405 : i32)
^b1406(%x1406: i32):
  %c1406 = arith.constant 6 : i32
  %y1406 = arith.muli %x1406, %c1406 : i32
  cf.cond_br %c, ^b1407(%y1406 : i32), ^b1407(%x1406 : i32)
^b1407(%x1407: i32):
  %c1407 = arith.constant 0 : i32
  %y1407 = arith.muli %x1407, %c1407 : i32
  cf.cond_br %c, ^b1408(%y1407 : i32), ^b1408(%x1407 : i32)
^b1408(%x1408: i32):
  %c1408 = arith.constant 1 : i32
  %y1408 = arith.muli %x1408, %c1408 : i32
  cf.cond_br %c, ^b1409(%y1408 : i32), ^b1409(%x1408 : i32)
^b1409(%x1409: i32):
  %c1409 = arith.constant 2 : i32
  %y1409 = arith.muli %x1409, %c1409 : i32
  cf.cond_br %c, ^b1410(%y1409 : i32), ^b1410(%x1409 : i32)
^b1410(%x1410: i32):
  %c1410 = arith.constant 3 : i32
  %y1410 = arith.muli %x1410, %c1410 : i32
  cf.cond_br %c, ^b1411(%y1410 : i32), ^b1411(%x1410 : i32)
^b1411(%x1411: i32):
  %c1411 = arith.constant 4 : i32
  %y1411 = arith.muli %x1411, %c1411 : i32
  cf.cond_br %c, ^b1412(%y1411 : i32), ^b1412(%x1411 : i32)
^b1412(%x1412: i32):
  %c1412 = arith.constant 5 : i32
  %y1412 = arith.muli %x1412, %c1412 : i32
  cf.cond_br %c, ^b1413(%y1412 : i32), ^b1413(%x1412 : i32)
^b1413(%x1413: i32):
  %c1413 = arith.constant 6 : i32
  %y1413 = arith.muli %x1413, %c1413 : i32
  cf.cond_br %c, ^b1414(%y1413 : i32), ^b1414(%x1413 : i32)
^b1414(%x1414: i32):
  %c1414 = arith.constant 0 : i32
  %y1414 = arith.muli %x1414, %c1414 : i32
  cf.cond_br %c, ^b1415(%y1414 : i32), ^b1415(%x1414 : i32)
^b1415(%x1415: i32):
  %c1415 = arith.constant 1 : i32
  %y1415 = arith.muli %x1415, %c1415 : i32
  cf.cond_br %c, ^b1416(%y1415 : i32), ^b1416(%x1415 : i32)
^b1416(%x1416: i32):
  %c1416 = arith.constant 2 : i32
  %y1416 = arith.muli %x1416, %c1416 : i32
  cf.cond_br %c, ^b1417(%y1416 : i32), ^b1417(%x1416 : i32)
^b1417(%x1417: i32):
  %c1417 = arith.constant 3 : i32
  %y1417 = arith.muli %x1417, %c1417 : i32
  cf.cond_br %c, ^b1418(%y1417 : i32), ^b1418(%x1417 : i32)
^b1418(%x1418: i32):
  %c1418 = arith.constant 4 : i32
  %y1418 = arith.muli %x1418, %c1418 : i32
  cf.cond_br %c, ^b1419(%y1418 : i32), ^b1419(%x1418 : i32)
^b1419(%x1419: i32):
  %c1419 = arith.constant 5 : i32
  %y1419 = arith.muli %x1419, %c1419 : i32
  cf.cond_br %c, ^b1420(%y1419 : i32), ^b1420(%x1419 : i32)
^b1420(%x1420: i32):
  %c1420 = arith.constant 6 : i32
  %y1420 = arith.muli %x1420, %c1420 : i32
  cf.cond_br %c, ^b1421(%y1420 : i32), ^b1421(%x1420 : i32)
^b1421(%x1421: i32):
  %c1421 = arith.constant 0 : i32
  %y1421 = arith.muli %x1421, %c1421 : i32
  cf.cond_br %c, ^b1422(%y1421 : i32), ^b1422(%x1421 : i32)
^b1422(%x1422: i32):
  %c1422 = arith.constant 1 : i32
  %y1422 = arith.muli %x1422, %c1422 : i32
  cf.cond_br %c, ^b1423(%y1422 : i32), ^b1423(%x1422 : i32)
^b1423(%x1423: i32):
  %c1423 = arith.constant 2 : i32
  %y1423 = arith.muli %x1423, %c1423 : i32
  cf.cond_br %c, ^b1424(%y1423 : i32), ^b1424(%x1423 : i32)
^b1424(%x1424: i32):
  %c1424 = arith.constant 3 : i32
  %y1424 = arith.muli %x1424, %c1424 : i32
  cf.cond_br %c, ^b1425(%y1424 : i32), ^b1425(%x1424 : i32)
^b1425(%x1425: i32):
  %c1425 = arith.constant 4 : i32
  %y1425 = arith.muli %x1425, %c1425 : i32
  cf.cond_br %c, ^b1426(%y1425 : i32), ^b1426(%x1425 : i32)
^b1426(%x1426: i32):
  %c1426 = arith.constant 5 : i32
  %y1426 = arith.muli %x1426, %c1426 : i32
  cf.cond_br %c, ^b1427(%y1426 : i32), ^b1427(%x1426 : i32)
^b1427(%x1427: i32):
  %c1427 = arith.constant 6 : i32
  %y1427 = arith.muli %x1427, %c1427 : i32
  cf.cond_br %c, ^b1428(%y1427 : i32), ^b1428(%x1427 : i32)
^b1428(%x1428: i32):
  %c1428 = arith.constant 0 : i32
  %y1428 = arith.muli %x1428, %c1428 : i32
  cf.cond_br %c, ^b1429(%y1428 : i32), ^b1429(%x1428 : i32)
^b1429(%x1429: i32):
  %c1429 = arith.constant 1 : i32
  %y1429 = arith.muli %x1429, %c1429 : i32
  cf.cond_br %c, ^b1430(%y1429 : i32), ^b1430(%x1429 : i32)
^b1430(%x1430: i32):
  %c1430 = arith.constant 2 : i32
  %y1430 = arith.muli %x1430, %c1430 : i32
  cf.cond_br %c, ^b1431(%y1430 : i32), ^b1431(%x1430 : i32)
^b1431(%x1431: i32):
  %c1431 = arith.constant 3 : i32
  %y1431 = arith.muli %x1431, %c1431 : i32
  cf.cond_br %c, ^b1432(%y1431 : i32), ^b1432(%x1431 : i32)
^b1432(%x1432: i32):
  %c1432 = arith.constant 4 : i32
  %y1432 = arith.muli %x1432, %c1432 : i32
  cf.cond_br %c, ^b1433(%y1432 : i32), ^b1433(%x1432 : i32)
^b1433(%x1433: i32):
  %c1433 = arith.constant 5 : i32
  %y1433 = arith.muli %x1433, %c1433 : i32
  cf.cond_br %c, ^b1434(%y1433 : i32), ^b1434(%x1433 : i32)
^b1434(%x1434: i32):
  %c1434 = arith.constant 6 : i32
  %y1434 = arith.muli %x1434, %c1434 : i32
  cf.cond_br %c, ^b1435(%y1434 : i32), ^b1435(%x1434 : i32)
^b1435(%x1435: i32):
  %c1435 = arith.constant 0 : i32
  %y1435 = arith.muli %x1435, %c1435 : i32
  cf.cond_br %c, ^b1436(%y1435 : i32), ^b1436(%x1435 : i32)
^b1436(%x1436: i32):
  %c1436 = arith.constant 1 : i32
  %y1436 = arith.muli %x1436, %c1436 : i32
  cf.cond_br %c, ^b1437(%y1436 : i32), ^b1437(%x1436 : i32)
^b1437(%x1437: i32):
  %c1437 = arith.constant 2 : i32
  %y1437 = arith.muli %x1437, %c1437 : i32
  cf.cond_br %c, ^b1438(%y1437 : i32), ^b1438(%x1437 : i32)
^b1438(%x1438: i32):
  %c1438 = arith.constant 3 : i32
  %y1438 = arith.muli %x1438, %c1438 : i32
  cf.cond_br %c, ^b1439(%y1438 : i32), ^b1439(%x1438 : i32)
^b1439(%x1439: i32):
  %c1439 = arith.constant 4 : i32
  %y1439 = arith.muli %x1439, %c1439 : i32
  cf.cond_br %c, ^b1440(%y1439 : i32), ^b1440(%x1439 : i32)
^b1440(%x1440: i32):
  %c1440 = arith.constant 5 : i32
  %y1440 = arith.muli %x1440, %c1440 : i32
  cf.cond_br %c, ^b1441(%y1440 : i32), ^b1441(%x1440 : i32)
^b1441(%x1441: i32):
  %c1441 = arith.constant 6 : i32
  %y1441 = arith.muli %x1441, %c1441 : i32
  cf.cond_br %c, ^b1442(%y1441 : i32), ^b1442(%x1441 : i32)
^b1442(%x1442: i32):
  %c1442 = arith.constant 0 : i32
  %y1442 = arith.muli %x1442, %c1442 : i32
  cf.cond_br %c, ^b1443(%y1442 : i32), ^b1443(%x1442 : i32)
^b1443(%x1443: i32):
  %c1443 = arith.constant 1 : i32
  %y1443 = arith.muli %x1443, %c1443 : i32
  cf.cond_br %c, ^b1444(%y1443 : i32), ^b1444(%x1443 : i32)
^b1444(%x1444: i32):
  %c1444 = arith.constant 2 : i32
  %y1444 = arith.muli %x1444, %c1444 : i32
  cf.cond_br %c, ^b1445(%y1444 : i32), ^b1445(%x1444 : i32)
^b1445(%x1445: i32):
  %c1445 = arith.constant 3 : i32
  %y1445 = arith.muli %x1445, %c1445 : i32
  cf.cond_br %c, ^b1446(%y1445 : i32), ^b1446(%x1445 : i32)
^b1446(%x1446: i32):
  %c1446 = arith.constant 4 : i32
  %y1446 = arith.muli %x1446, %c1446 : i32
  cf.cond_br %c, ^b1447(%y1446 : i32), ^b1447(%x1446 : i32)
^b1447(%x1447: i32):
  %c1447 = arith.constant 5 : i32
  %y1447 = arith.muli %x1447, %c1447 : i32
  cf.cond_br %c, ^b1448(%y1447 : i32), ^b1448(%x1447 : i32)
^b1448(%x1448: i32):
  %c1448 = arith.constant 6 : i32
  %y1448 = arith.muli %x1448, %c1448 : i32
  cf.cond_br %c, ^b1449(%y1448 : i32), ^b1449(%x1448 : i32)
^b1449(%x1449: i32):
  %c1449 = arith.constant 0 : i32
  %y1449 = arith.muli %x1449, %c1449 : i32
  cf.cond_br %c, ^b1450(%y1449 : i32), ^b1450(%x1449 : i32)
^b1450(%x1450: i32):
  %c1450 = arith.constant 1 : i32
  %y1450 = arith.muli %x1450, %c1450 : i32
  cf.cond_br %c, ^b1451(%y1450 : i32), ^b1451(%x1450 : i32)
^b1451(%x1451: i32):
  %c1451 = arith.constant 2 : i32
  %y1451 = arith.muli %x1451, %c1451 : i32
  cf.cond_br %c, ^b1452(%y1451 : i32), ^b1452(%x1451 : i32)
^b1452(%x1452: i32):
  %c1452 = arith.constant 3 : i32
  %y1452 = arith.muli %x1452, %c1452 : i32
  cf.cond_br %c, ^b1453(%y1452 : i32), ^b1453(%x1452 : i32)
^b1453(%x1453: i32):
  %c1453 = arith.constant 4 : i32
  %y1453 = arith.muli %x1453, %c1453 : i32
  cf.cond_br %c, ^b1454(%y1453 : i32), ^b1454(%x1453 : i32)
^b1454(%x1454: i32):
  %c1454 = arith.constant 5 : i32
  %y1454 = arith.muli %x1454, %c1454 : i32
  cf.cond_br %c, ^b1455(%y1454 : i32), ^b1455(%x1454 : i32)
^b1455(%x1455: i32):
  %c1455 = arith.constant 6 : i32
  %y1455 = arith.muli %x1455, %c1455 : i32
  cf.cond_br %c, ^b1456(%y1455 : i32), ^b1456(%x1455 : i32)
^b1456(%x1456: i32):
  %c1456 = arith.constant 0 : i32
  %y1456 = arith.muli %x1456, %c1456 : i32
  cf.cond_br %c, ^b1457(%y1456 : i32), ^b1457(%x1456 : i32)
^b1457(%x1457: i32):
  %c1457 = arith.constant 1 : i32
  %y1457 = arith.muli %x1457, %c1457 : i32
  cf.cond_br %c, ^b1458(%y1457 : i32), ^b1458(%x1457 : i32)
^b1458(%x1458: i32):
  %c1458 = arith.constant 2 : i32
  %y1458 = arith.muli %x1458, %c1458 : i32
  cf.cond_br %c, ^b1459(%y1458 : i32), ^b1459(%x1458 : i32)
^b1459(%x1459: i32):
  %c1459 = arith.constant 3 : i32
  %y1459 = arith.muli %x1459, %c1459 : i32
  cf.cond_br %c, ^b1460(%y1459 : i32), ^b1460(%x1459 : i32)
^b1460(%x1460: i32):
  %c1460 = arith.constant 4 : i32
  %y1460 = arith.muli %x1460, %c1460 : i32
  cf.cond_br %c, ^b1461(%y1460 : i32), ^b1461(%x1460 : i32)
^b1461(%x1461: i32):
  %c1461 = arith.constant 5 : i32
  %y1461 = arith.muli %x1461, %c1461 : i32
  cf.cond_br %c, ^b1462(%y1461 : i32), ^b1462(%x1461 : i32)
^b1462(%x1462: i32):
  %c1462 = arith.constant 6 : i32
  %y1462 = arith.muli %x1462, %c1462 : i32
  cf.cond_br %c, ^b1463(%y1462 : i32), ^b1463(%x1462 : i32)
^b1463(%x1463: i32):
  %c1463 = arith.constant 0 : i32
  %y1463 = arith.muli %x1463, %c1463 : i32
  cf.cond_br %c, ^b1464(%y1463 : i32), ^b1464(%x1463 : i32)
^b1464(%x1464: i32):
  %c1464 = arith.constant 1 : i32
  %y1464 = arith.muli %x1464, %c1464 : i32
  cf.cond_br %c, ^b1465(%y1464 : i32), ^b1465(%x1464 : i32)
^b1465(%x1465: i32):
  %c1465 = arith.constant 2 : i32
  %y1465 = arith.muli %x1465, %c1465 : i32
  cf.cond_br %c, ^b1466(%y1465 : i32), ^b1466(%x1465 : i32)
^b1466(%x1466: i32):
  %c1466 = arith.constant 3 : i32
  %y1466 = arith.muli %x1466, %c1466 : i32
  cf.cond_br %c, ^b1467(%y1466 : i32), ^b1467(%x1466 : i32)
^b1467(%x1467: i32):
  %c1467 = arith.constant 4 : i32
  %y1467 = arith.muli %x1467, %c1467 : i32
  cf.cond_br %c, ^b1468(%y1467 : i32), ^b1468(%x1467 : i32)
^b1468(%x1468: i32):
  %c1468 = arith.constant 5 : i32
  %y1468 = arith.muli %x1468, %c1468 : i32
  cf.cond_br %c, ^b1469(%y1468 : i32), ^b1469(%x1468 : i32)
^b1469(%x1469: i32):
  %c1469 = arith.constant 6 : i32
  %y1469 = arith.muli %x1469, %c1469 : i32
  cf.cond_br %c, ^b1470(%y1469 : i32), ^b1470(%x1469 : i32)
^b1470(%x1470: i32):
  %c1470 = arith.constant 0 : i32
  %y1470 = arith.muli %x1470, %c1470 : i32
  cf.cond_br %c, ^b1471(%y1470 : i32), ^b1471(%x1470 : i32)
^b1471(%x1471: i32):
  %c1471 = arith.constant 1 : i32
  %y1471 = arith.muli %x1471, %c1471 : i32
  cf.cond_br %c, ^b1472(%y1471 : i32), ^b1472(%x1471 : i32)
^b1472(%x1472: i32):
  %c1472 = arith.constant 2 : i32
  %y1472 = arith.muli %x1472, %c1472 : i32
  cf.cond_br %c, ^b1473(%y1472 : i32), ^b1473(%x1472 : i32)
^b1473(%x1473: i32):
  %c1473 = arith.constant 3 : i32
  %y1473 = arith.muli %x1473, %c1473 : i32
  cf.cond_br %c, ^b1474(%y1473 : i32), ^b1474(%x1473 : i32)
^b1474(%x1474: i32):
  %c1474 = arith.constant 4 : i32
  %y1474 = arith.muli %x1474, %c1474 : i32
  cf.cond_br %c, ^b1475(%y1474 : i32), ^b1475(%x1474 : i32)
^b1475(%x1475: i32):
  %c1475 = arith.constant 5 : i32
  %y1475 = arith.muli %x1475, %c1475 : i32
  cf.cond_br %c, ^b1476(%y1475 : i32), ^b1476(%x1475 : i32)
^b1476(%x1476: i32):
  %c1476 = arith.constant 6 : i32
  %y1476 = arith.muli %x1476, %c1476 : i32
  cf.cond_br %c, ^b1477(%y1476 : i32), ^b1477(%x1476 : i32)
^b1477(%x1477: i32):
  %c1477 = arith.constant 0 : i32
  %y1477 = arith.muli %x1477, %c1477 : i32
  cf.cond_br %c, ^b1478(%y1477 : i32), ^b1478(%x1477 : i32)
^b1478(%x1478: i32):
  %c1478 = arith.constant 1 : i32
  %y1478 = arith.muli %x1478, %c1478 : i32
  cf.cond_br %c, ^b1479(%y1478 : i32), ^b1479(%x1478 : i32)
^b1479(%x1479: i32):
  %c1479 = arith.constant 2 : i32
  %y1479 = arith.muli %x1479, %c1479 : i32
  cf.cond_br %c, ^b1480(%y1479 : i32), ^b1480(%x1479 : i32)
^b1480(%x1480: i32):
  %c1480 = arith.constant 3 : i32
  %y1480 = arith.muli %x1480, %c1480 : i32
  cf.cond_br %c, ^b1481(%y1480 : i32), ^b1481(%x1480 : i32)
^b1481(%x1481: i32):
  %c1481 = arith.constant 4 : i32
  %y1481 = arith.muli %x1481, %c1481 : i32
  cf.cond_br %c, ^b1482(%y1481 : i32), ^b1482(%x1481 : i32)
^b1482(%x1482: i32):
  %c1482 = arith.constant 5 : i32
  %y1482 = arith.muli %x1482, %c1482 : i32
  cf.cond_br %c, ^b1483(%y1482 : i32), ^b1483(%x1482 : i32)
^b1483(%x1483: i32):
  %c1483 = arith.constant 6 : i32
  %y1483 = arith.muli %x1483, %c1483 : i32
  cf.cond_br %c, ^b1484(%y1483 : i32), ^b1484(%x1483 : i32)
^b1484(%x1484: i32):
  %c1484 = arith.constant 0 : i32
  %y1484 = arith.muli %x1484, %c1484 : i32
  cf.cond_br %c, ^b1485(%y1484 : i32), ^b1485(%x1484 : i32)
^b1485(%x1485: i32):
  %c1485 = arith.constant 1 : i32
  %y1485 = arith.muli %x1485, %c1485 : i32
  cf.cond_br %c, ^b1486(%y1485 : i32), ^b1486(%x1485 : i32)
^b1486(%x1486: i32):
  %c1486 = arith.constant 2 : i32
  %y1486 = arith.muli %x1486, %c1486 : i32
  cf.cond_br %c, ^b1487(%y1486 : i32), ^b1487(%x1486 : i32)
^b1487(%x1487: i32):
  %c1487 = arith.constant 3 : i32
  %y1487 = arith.muli %x1487, %c1487 : i32
  cf.cond_br %c, ^b1488(%y1487 : i32), ^b1488(%x1487 : i32)
^b1488(%x1488: i32):
  %c1488 = arith.constant 4 : i32
  %y1488 = arith.muli %x1488, %c1488 : i32
  cf.cond_br %c, ^b1489(%y1488 : i32), ^b1489(%x1488 : i32)
^b1489(%x1489: i32):
  %c1489 = arith.constant 5 : i32
  %y1489 = arith.muli %x1489, %c1489 : i32
  cf.cond_br %c, ^b1490(%y1489 : i32), ^b1490(%x1489 : i32)
^b1490(%x1490: i32):
  %c1490 = arith.constant 6 : i32
  %y1490 = arith.muli %x1490, %c1490 : i32
  cf.cond_br %c, ^b1491(%y1490 : i32), ^b1491(%x1490 : i32)
^b1491(%x1491: i32):
  %c1491 = arith.constant 0 : i32
  %y1491 = arith.muli %x1491, %c1491 : i32
  cf.cond_br %c, ^b1492(%y1491 : i32), ^b1492(%x1491 : i32)
^b1492(%x1492: i32):
  %c1492 = arith.constant 1 : i32
  %y1492 = arith.muli %x1492, %c1492 : i32
  cf.cond_br %c, ^b1493(%y1492 : i32), ^b1493(%x1492 : i32)
^b1493(%x1493: i32):
  %c1493 = arith.constant 2 : i32
  %y1493 = arith.muli %x1493, %c1493 : i32
  cf.cond_br %c, ^b1494(%y1493 : i32), ^b1494(%x1493 : i32)
^b1494(%x1494: i32):
  %c1494 = arith.constant 3 : i32
  %y1494 = arith.muli %x1494, %c1494 : i32
  cf.cond_br %c, ^b1495(%y1494 : i32), ^b1495(%x1494 : i32)
^b1495(%x1495: i32):
  %c1495 = arith.constant 4 : i32
  %y1495 = arith.muli %x1495, %c1495 : i32
  cf.cond_br %c, ^b1496(%y1495 : i32), ^b1496(%x1495 : i32)
^b1496(%x1496: i32):
  %c1496 = arith.constant 5 : i32
  %y1496 = arith.muli %x1496, %c1496 : i32
  cf.cond_br %c, ^b1497(%y1496 : i32), ^b1497(%x1496 : i32)
^b1497(%x1497: i32):
  %c1497 = arith.constant 6 : i32
  %y1497 = arith.muli %x1497, %c1497 : i32
  cf.cond_br %c, ^b1498(%y1497 : i32), ^b1498(%x1497 : i32)
^b1498(%x1498: i32):
  %c1498 = arith.constant 0 : i32
  %y1498 = arith.muli %x1498, %c1498 : i32
  cf.cond_br %c, ^b1499(%y1498 : i32), ^b1499(%x1498 : i32)
^b1499(%x1499: i32):
  %c1499 = arith.constant 1 : i32
  %y1499 = arith.muli %x1499, %c1499 : i32
  cf.cond_br %c, ^b1500(%y1499 : i32), ^b1500(%x1499 : i32)
^b1500(%x1500: i32):
  %c1500 = arith.constant 2 : i32
  %y1500 = arith.muli %x1500, %c1500 : i32
  cf.cond_br %c, ^b1501(%y1500 : i32), ^b1501(%x1500 : i32)
^b1501(%x1501: i32):
  %c1501 = arith.constant 3 : i32
  %y1501 = arith.muli %x1501, %c1501 : i32
  cf.cond_br %c, ^b1502(%y1501 : i32), ^b1502(%x1501 : i32)
^b1502(%x1502: i32):
  %c1502 = arith.constant 4 : i32
  %y1502 = arith.muli %x1502, %c1502 : i32
  cf.cond_br %c, ^b1503(%y1502 : i32), ^b1503(%x1502 : i32)
^b1503(%x1503: i32):
  %c1503 = arith.constant 5 : i32
  %y1503 = arith.muli %x1503, %c1503 : i32
  cf.cond_br %c, ^b1504(%y1503 : i32), ^b1504(%x1503 : i32)
^b1504(%x1504: i32):
  %c1504 = arith.constant 6 : i32
  %y1504 = arith.muli %x1504, %c1504 : i32
  cf.cond_br %c, ^b1505(%y1504 : i32), ^b1505(%x1504 : i32)
^b1505(%x1505: i32):
  %c1505 = arith.constant 0 : i32
  %y1505 = arith.muli %x1505, %c1505 : i32
  cf.cond_br %c, ^b1506(%y1505 : i32), ^b1506(%x1505 : i32)
^b1506(%x1506: i32):
  %c1506 = arith.constant 1 : i32
  %y1506 = arith.muli %x1506, %c1506 : i32
  cf.cond_br %c, ^b1507(%y1506 : i32), ^b1507(%x1506 : i32)
^b1507(%x1507: i32):
  %c1507 = arith.constant 2 : i32
  %y1507 = arith.muli %x1507, %c1507 : i32
  cf.cond_br %c, ^b1508(%y1507 : i32), ^b1508(%x1507 : i32)
^b1508(%x1508: i32):
  %c1508 = arith.constant 3 : i32
  %y1508 = arith.muli %x1508, %c1508 : i32
  cf.cond_br %c, ^b1509(%y1508 : i32), ^b1509(%x1508 : i32)
^b1509(%x1509: i32):
  %c1509 = arith.constant 4 : i32
  %y1509 = arith.muli %x1509, %c1509 : i32
  cf.cond_br %c, ^b1510(%y1509 : i32), ^b1510(%x1509 : i32)
^b1510(%x1510: i32):
  %c1510 = arith.constant 5 : i32
  %y1510 = arith.muli %x1510, %c1510 : i32
  cf.cond_br %c, ^b1511(%y1510 : i32), ^b1511(%x1510 : i32)
^b1511(%x1511: i32):
  %c1511 = arith.constant 6 : i32
  %y1511 = arith.muli %x1511, %c1511 : i32
  cf.cond_br %c, ^b1512(%y1511 : i32), ^b1512(%x1511 : i32)
^b1512(%x1512: i32):
  %c1512 = arith.constant 0 : i32
  %y1512 = arith.muli %x1512, %c1512 : i32
  cf.cond_br %c, ^b1513(%y1512 : i32), ^b1513(%x1512 : i32)
^b1513(%x1513: i32):
  %c1513 = arith.constant 1 : i32
  %y1513 = arith.muli %x1513, %c1513 : i32
  cf.cond_br %c, ^b1514(%y1513 : i32), ^b1514(%x1513 : i32)
^b1514(%x1514: i32):
  %c1514 = arith.constant 2 : i32
  %y1514 = arith.muli %x1514, %c1514 : i32
  cf.cond_br %c, ^b1515(%y1514 : i32), ^b1515(%x1514 : i32)
^b1515(%x1515: i32):
  %c1515 = arith.constant 3 : i32
  %y1515 = arith.muli %x1515, %c1515 : i32
  cf.cond_br %c, ^b1516(%y1515 : i32), ^b1516(%x1515 : i32)
^b1516(%x1516: i32):
  %c1516 = arith.constant 4 : i32
  %y1516 = arith.muli %x1516, %c1516 : i32
  cf.cond_br %c, ^b1517(%y1516 : i32), ^b1517(%x1516 : i32)
^b1517(%x1517: i32):
  %c1517 = arith.constant 5 : i32
  %y1517 = arith.muli %x1517, %c1517 : i32
  cf.cond_br %c, ^b1518(%y1517 : i32), ^b1518(%x1517 : i32)
^b1518(%x1518: i32):
  %c1518 = arith.constant 6 : i32
  %y1518 = arith.muli %x1518, %c1518 : i32
  cf.cond_br %c, ^b1519(%y1518 : i32), ^b1519(%x1518 : i32)
^b1519(%x1519: i32):
  %c1519 = arith.constant 0 : i32
  %y1519 = arith.muli %x1519, %c1519 : i32
  cf.cond_br %c, ^b1520(%y1519 : i32), ^b1520(%x1519 : i32)
^b1520(%x1520: i32):
  %c1520 = arith.constant 1 : i32
  %y1520 = arith.muli %x1520, %c1520 : i32
  cf.cond_br %c, ^b1521(%y1520 : i32), ^b1521(%x1520 : i32)
^b1521(%x1521: i32):
  %c1521 = arith.constant 2 : i32
  %y1521 = arith.muli %x1521, %c1521 : i32
  cf.cond_br %c, ^b1522(%y1521 : i32), ^b1522(%x1521 : i32)
^b1522(%x1522: i32):
  %c1522 = arith.constant 3 : i32
  %y1522 = arith.muli %x1522, %c1522 : i32
  cf.cond_br %c, ^b1523(%y1522 : i32), ^b1523(%x1522 : i32)
^b1523(%x1523: i32):
  %c1523 = arith.constant 4 : i32
  %y1523 = arith.muli %x1523, %c1523 : i32
  cf.cond_br %c, ^b1524(%y1523 : i32), ^b1524(%x1523 : i32)
^b1524(%x1524: i32):
  %c1524 = arith.constant 5 : i32
  %y1524 = arith.muli %x1524, %c1524 : i32
  cf.cond_br %c, ^b1525(%y1524 : i32), ^b1525(%x1524 : i32)
^b1525(%x1525: i32):
  %c1525 = arith.constant 6 : i32
  %y1525 = arith.muli %x1525, %c1525 : i32
  cf.cond_br %c, ^b1526(%y1525 : i32), ^b1526(%x1525 : i32)
^b1526(%x1526: i32):
  %c1526 = arith.constant 0 : i32
  %y1526 = arith.muli %x1526, %c1526 : i32
  cf.cond_br %c, ^b1527(%y1526 : i32), ^b1527(%x1526 : i32)
^b1527(%x1527: i32):
  %c1527 = arith.constant 1 : i32
  %y1527 = arith.muli %x1527, %c1527 : i32
  cf.cond_br %c, ^b1528(%y1527 : i32), ^b1528(%x1527 : i32)
^b1528(%x1528: i32):
  %c1528 = arith.constant 2 : i32
  %y1528 = arith.muli %x1528, %c1528 : i32
  cf.cond_br %c, ^b1529(%y1528 : i32), ^b1529(%x1528 : i32)
^b1529(%x1529: i32):
  %c1529 = arith.constant 3 : i32
  %y1529 = arith.muli %x1529, %c1529 : i32
  cf.cond_br %c, ^b1530(%y1529 : i32), ^b1530(%x1529 : i32)
^b1530(%x1530: i32):
  %c1530 = arith.constant 4 : i32
  %y1530 = arith.muli %x1530, %c1530 : i32
  cf.cond_br %c, ^b1531(%y1530 : i32), ^b1531(%x1530 : i32)
^b1531(%x1531: i32):
  %c1531 = arith.constant 5 : i32
  %y1531 = arith.muli %x1531, %c1531 : i32
  cf.cond_br %c, ^b1532(%y1531 : i32), ^b1532(%x1531 : i32)
^b1532(%x1532: i32):
  %c1532 = arith.constant 6 : i32
  %y1532 = arith.muli %x1532, %c1532 : i32
  cf.cond_br %c, ^b1533(%y1532 : i32), ^b1533(%x1532 : i32)
^b1533(%x1533: i32):
  %c1533 = arith.constant 0 : i32
  %y1533 = arith.muli %x1533, %c1533 : i32
  cf.cond_br %c, ^b1534(%y1533 : i32), ^b1534(%x1533 : i32)
^b1534(%x1534: i32):
  %c1534 = arith.constant 1 : i32
  %y1534 = arith.muli %x1534, %c1534 : i32
  cf.cond_br %c, ^b1535(%y1534 : i32), ^b1535(%x1534 : i32)
^b1535(%x1535: i32):
  %c1535 = arith.constant 2 : i32
  %y1535 = arith.muli %x1535, %c1535 : i32
  cf.cond_br %c, ^b1536(%y1535 : i32), ^b1536(%x1535 : i32)
^b1536(%x1536: i32):
  %c1536 = arith.constant 3 : i32
  %y1536 = arith.muli %x1536, %c1536 : i32
  cf.cond_br %c, ^b1537(%y1536 : i32), ^b1537(%x1536 : i32)
^b1537(%x1537: i32):
  %c1537 = arith.constant 4 : i32
  %y1537 = arith.muli %x1537, %c1537 : i32
  cf.cond_br %c, ^b1538(%y1537 : i32), ^b1538(%x1537 : i32)
^b1538(%x1538: i32):
  %c1538 = arith.constant 5 : i32
  %y1538 = arith.muli %x1538, %c1538 : i32
  cf.cond_br %c, ^b1539(%y1538 : i32), ^b1539(%x1538 : i32)
^b1539(%x1539: i32):
  %c1539 = arith.constant 6 : i32
  %y1539 = arith.muli %x1539, %c1539 : i32
  cf.cond_br %c, ^b1540(%y1539 : i32), ^b1540(%x1539 : i32)
^b1540(%x1540: i32):
  %c1540 = arith.constant 0 : i32
  %y1540 = arith.muli %x1540, %c1540 : i32
  cf.cond_br %c, ^b1541(%y1540 : i32), ^b1541(%x1540 : i32)
^b1541(%x1541: i32):
  %c1541 = arith.constant 1 : i32
  %y1541 = arith.muli %x1541, %c1541 : i32
  cf.cond_br %c, ^b1542(%y1541 : i32), ^b1542(%x1541 : i32)
^b1542(%x1542: i32):
  %c1542 = arith.constant 2 : i32
  %y1542 = arith.muli %x1542, %c1542 : i32
  cf.cond_br %c, ^b1543(%y1542 : i32), ^b1543(%x1542 : i32)
^b1543(%x1543: i32):
  %c1543 = arith.constant 3 : i32
  %y1543 = arith.muli %x1543, %c1543 : i32
  cf.cond_br %c, ^b1544(%y1543 : i32), ^b1544(%x1543 : i32)
^b1544(%x1544: i32):
  %c1544 = arith.constant 4 : i32
  %y1544 = arith.muli %x1544, %c1544 : i32
  cf.cond_br %c, ^b1545(%y1544 : i32), ^b1545(%x1544 : i32)
^b1545(%x1545: i32):
  %c1545 = arith.constant 5 : i32
  %y1545 = arith.muli %x1545, %c1545 : i32
  cf.cond_br %c, ^b1546(%y1545 : i32), ^b1546(%x1545 : i32)
^b1546(%x1546: i32):
  %c1546 = arith.constant 6 : i32
  %y1546 = arith.muli %x1546, %c1546 : i32
  cf.cond_br %c, ^b1547(%y1546 : i32), ^b1547(%x1546 : i32)
^b1547(%x1547: i32):
  %c1547 = arith.constant 0 : i32
  %y1547 = arith.muli %x1547, %c1547 : i32
  cf.cond_br %c, ^b1548(%y1547 : i32), ^b1548(%x1547 : i32)
^b1548(%x1548: i32):
  %c1548 = arith.constant 1 : i32
  %y1548 = arith.muli %x1548, %c1548 : i32
  cf.cond_br %c, ^b1549(%y1548 : i32), ^b1549(%x1548 : i32)
^b1549(%x1549: i32):
  %c1549 = arith.constant 2 : i32
  %y1549 = arith.muli %x1549, %c1549 : i32
  cf.cond_br %c, ^b1550(%y1549 : i32), ^b1550(%x1549 : i32)
^b1550(%x1550: i32):
  %c1550 = arith.constant 3 : i32
  %y1550 = arith.muli %x1550, %c1550 : i32
  cf.cond_br %c, ^b1551(%y1550 : i32), ^b1551(%x1550 : i32)
^b1551(%x1551: i32):
  %c1551 = arith.constant 4 : i32
  %y1551 = arith.muli %x1551, %c1551 : i32
  cf.cond_br %c, ^b1552(%y1551 : i32), ^b1552(%x1551 : i32)
^b1552(%x1552: i32):
  %c1552 = arith.constant 5 : i32
  %y1552 = arith.muli %x1552, %c1552 : i32
  cf.cond_br %c, ^b1553(%y1552 : i32), ^b1553(%x1552 : i32)
^b1553(%x1553: i32):
  %c1553 = arith.constant 6 : i32
  %y1553 = arith.muli %x1553, %c1553 : i32
  cf.cond_br %c, ^b1554(%y1553 : i32), ^b1554(%x1553 : i32)
^b1554(%x1554: i32):
  %c1554 = arith.constant 0 : i32
  %y1554 = arith.muli %x1554, %c1554 : i32
  cf.cond_br %c, ^b1555(%y1554 : i32), ^b1555(%x1554 : i32)
^b1555(%x1555: i32):
  %c1555 = arith.constant 1 : i32
  %y1555 = arith.muli %x1555, %c1555 : i32
  cf.cond_br %c, ^b1556(%y1555 : i32), ^b1556(%x1555 : i32)
^b1556(%x1556: i32):
  %c1556 = arith.constant 2 : i32
  %y1556 = arith.muli %x1556, %c1556 : i32
  cf.cond_br %c, ^b1557(%y1556 : i32), ^b1557(%x1556 : i32)
^b1557(%x1557: i32):
  %c1557 = arith.constant 3 : i32
  %y1557 = arith.muli %x1557, %c1557 : i32
  cf.cond_br %c, ^b1558(%y1557 : i32), ^b1558(%x1557 : i32)
^b1558(%x1558: i32):
  %c1558 = arith.constant 4 : i32
  %y1558 = arith.muli %x1558, %c1558 : i32
  cf.cond_br %c, ^b1559(%y1558 : i32), ^b1559(%x1558 : i32)
^b1559(%x1559: i32):
  %c1559 = arith.constant 5 : i32
  %y1559 = arith.muli %x1559, %c1559 : i32
  cf.cond_br %c, ^b1560(%y1559 : i32), ^b1560(%x1559 : i32)
^b1560(%x1560: i32):
  %c1560 = arith.constant 6 : i32
  %y1560 = arith.muli %x1560, %c1560 : i32
  cf.cond_br %c, ^b1561(%y1560 : i32), ^b1561(%x1560 : i32)
^b1561(%x1561: i32):
  %c1561 = arith.constant 0 : i32
  %y1561 = arith.muli %x1561, %c1561 : i32
  cf.cond_br %c, ^b1562(%y1561 : i32), ^b1562(%x1561 : i32)
^b1562(%x1562: i32):
  %c1562 = arith.constant 1 : i32
  %y1562 = arith.muli %x1562, %c1562 : i32
  cf.cond_br %c, ^b1563(%y1562 : i32), ^b1563(%x1562 : i32)
^b1563(%x1563: i32):
  %c1563 = arith.constant 2 : i32
  %y1563 = arith.muli %x1563, %c1563 : i32
  cf.cond_br %c, ^b1564(%y1563 : i32), ^b1564(%x1563 : i32)
^b1564(%x1564: i32):
  %c1564 = arith.constant 3 : i32
  %y1564 = arith.muli %x1564, %c1564 : i32
  cf.cond_br %c, ^b1565(%y1564 : i32), ^b1565(%x1564 : i32)
^b1565(%x1565: i32):
  %c1565 = arith.constant 4 : i32
  %y1565 = arith.muli %x1565, %c1565 : i32
  cf.cond_br %c, ^b1566(%y1565 : i32), ^b1566(%x1565 : i32)
^b1566(%x1566: i32):
  %c1566 = arith.constant 5 : i32
  %y1566 = arith.muli %x1566, %c1566 : i32
  cf.cond_br %c, ^b1567(%y1566 : i32), ^b1567(%x1566 : i32)
^b1567(%x1567: i32):
  %c1567 = arith.constant 6 : i32
  %y1567 = arith.muli %x1567, %c1567 : i32
  cf.cond_br %c, ^b1568(%y1567 : i32), ^b1568(%x1567 : i32)
^b1568(%x1568: i32):
  %c1568 = arith.constant 0 : i32
  %y1568 = arith.muli %x1568, %c1568 : i32
  cf.cond_br %c, ^b1569(%y1568 : i32), ^b1569(%x1568 : i32)
^b1569(%x1569: i32):
  %c1569 = arith.constant 1 : i32
  %y1569 = arith.muli %x1569, %c1569 : i32
  cf.cond_br %c, ^b1570(%y1569 : i32), ^b1570(%x1569 : i32)
^b1570(%x1570: i32):
  %c1570 = arith.constant 2 : i32
  %y1570 = arith.muli %x1570, %c1570 : i32
  cf.cond_br %c, ^b1571(%y1570 : i32), ^b1571(%x1570 : i32)
^b1571(%x1571: i32):
  %c1571 = arith.constant 3 : i32
  %y1571 = arith.muli %x1571, %c1571 : i32
  cf.cond_br %c, ^b1572(%y1571 : i32), ^b1572(%x1571 : i32)
^b1572(%x1572: i32):
  %c1572 = arith.constant 4 : i32
  %y1572 = arith.muli %x1572, %c1572 : i32
  cf.cond_br %c, ^b1573(%y1572 : i32), ^b1573(%x1572 : i32)
^b1573(%x1573: i32):
  %c1573 = arith.constant 5 : i32
  %y1573 = arith.muli %x1573, %c1573 : i32
  cf.cond_br %c, ^b1574(%y1573 : i32), ^b1574(%x1573 : i32)
^b1574(%x1574: i32):
  %c1574 = arith.constant 6 : i32
  %y1574 = arith.muli %x1574, %c1574 : i32
  cf.cond_br %c, ^b1575(%y1574 : i32), ^b1575(%x1574 : i32)
^b1575(%x1575: i32):
  %c1575 = arith.constant 0 : i32
  %y1575 = arith.muli %x1575, %c1575 : i32
  cf.cond_br %c, ^b1576(%y1575 : i32), ^b1576(%x1575 : i32)
^b1576(%x1576: i32):
  %c1576 = arith.constant 1 : i32
  %y1576 = arith.muli %x1576, %c1576 : i32
  cf.cond_br %c, ^b1577(%y1576 : i32), ^b1577(%x1576 : i32)
^b1577(%x1577: i32):
  %c1577 = arith.constant 2 : i32
  %y1577 = arith.muli %x1577, %c1577 : i32
  cf.cond_br %c, ^b1578(%y1577 : i32), ^b1578(%x1577 : i32)
^b1578(%x1578: i32):
  %c1578 = arith.constant 3 : i32
  %y1578 = arith.muli %x1578, %c1578 : i32
  cf.cond_br %c, ^b1579(%y1578 : i32), ^b1579(%x1578 : i32)
^b1579(%x1579: i32):
  %c1579 = arith.constant 4 : i32
  %y1579 = arith.muli %x1579, %c1579 : i32
  cf.cond_br %c, ^b1580(%y1579 : i32), ^b1580(%x1579 : i32)
^b1580(%x1580: i32):
  %c1580 = arith.constant 5 : i32
  %y1580 = arith.muli %x1580, %c1580 : i32
  cf.cond_br %c, ^b1581(%y1580 : i32), ^b1581(%x1580 : i32)
^b1581(%x1581: i32):
  %c1581 = arith.constant 6 : i32
  %y1581 = arith.muli %x1581, %c1581 : i32
  cf.cond_br %c, ^b1582(%y1581 : i32), ^b1582(%x1581 : i32)
^b1582(%x1582: i32):
  %c1582 = arith.constant 0 : i32
  %y1582 = arith.muli %x1582, %c1582 : i32
  cf.cond_br %c, ^b1583(%y1582 : i32), ^b1583(%x1582 : i32)
^b1583(%x1583: i32):
  %c1583 = arith.constant 1 : i32
  %y1583 = arith.muli %x1583, %c1583 : i32
  cf.cond_br %c, ^b1584(%y1583 : i32), ^b1584(%x1583 : i32)
^b1584(%x1584: i32):
  %c1584 = arith.constant 2 : i32
  %y1584 = arith.muli %x1584, %c1584 : i32
  cf.cond_br %c, ^b1585(%y1584 : i32), ^b1585(%x1584 : i32)
^b1585(%x1585: i32):
  %c1585 = arith.constant 3 : i32
  %y1585 = arith.muli %x1585, %c1585 : i32
  cf.cond_br %c, ^b1586(%y1585 : i32), ^b1586(%x1585 : i32)
^b1586(%x1586: i32):
  %c1586 = arith.constant 4 : i32
  %y1586 = arith.muli %x1586, %c1586 : i32
  cf.cond_br %c, ^b1587(%y1586 : i32), ^b1587(%x1586 : i32)
^b1587(%x1587: i32):
  %c1587 = arith.constant 5 : i32
  %y1587 = arith.muli %x1587, %c1587 : i32
  cf.cond_br %c, ^b1588(%y1587 : i32), ^b1588(%x1587 : i32)
^b1588(%x1588: i32):
  %c1588 = arith.constant 6 : i32
  %y1588 = arith.muli %x1588, %c1588 : i32
  cf.cond_br %c, ^b1589(%y1588 : i32), ^b1589(%x1588 : i32)
^b1589(%x1589: i32):
  %c1589 = arith.constant 0 : i32
  %y1589 = arith.muli %x1589, %c1589 : i32
  cf.cond_br %c, ^b1590(%y1589 : i32), ^b1590(%x1589 : i32)
^b1590(%x1590: i32):
  %c1590 = arith.constant 1 : i32
  %y1590 = arith.muli %x1590, %c1590 : i32
  cf.cond_br %c, ^b1591(%y1590 : i32), ^b1591(%x1590 : i32)
^b1591(%x1591: i32):
  %c1591 = arith.constant 2 : i32
  %y1591 = arith.muli %x1591, %c1591 : i32
  cf.cond_br %c, ^b1592(%y1591 : i32), ^b1592(%x1591 : i32)
^b1592(%x1592: i32):
  %c1592 = arith.constant 3 : i32
  %y1592 = arith.muli %x1592, %c1592 : i32
  cf.cond_br %c, ^b1593(%y1592 : i32), ^b1593(%x1592 : i32)
^b1593(%x1593: i32):
  %c1593 = arith.constant 4 : i32
  %y1593 = arith.muli %x1593, %c1593 : i32
  cf.cond_br %c, ^b1594(%y1593 : i32), ^b1594(%x1593 : i32)
^b1594(%x1594: i32):
  %c1594 = arith.constant 5 : i32
  %y1594 = arith.muli %x1594, %c1594 : i32
  cf.cond_br %c, ^b1595(%y1594 : i32), ^b1595(%x1594 : i32)
^b1595(%x1595: i32):
  %c1595 = arith.constant 6 : i32
  %y1595 = arith.muli %x1595, %c1595 : i32
  cf.cond_br %c, ^b1596(%y1595 : i32), ^b1596(%x1595 : i32)
^b1596(%x1596: i32):
  %c1596 = arith.constant 0 : i32
  %y1596 = arith.muli %x1596, %c1596 : i32
  cf.cond_br %c, ^b1597(%y1596 : i32), ^b1597(%x1596 : i32)
^b1597(%x1597: i32):
  %c1597 = arith.constant 1 : i32
  %y1597 = arith.muli %x1597, %c1597 : i32
  cf.cond_br %c, ^b1598(%y1597 : i32), ^b1598(%x1597 : i32)
^b1598(%x1598: i32):
  %c1598 = arith.constant 2 : i32
  %y1598 = arith.muli %x1598, %c1598 : i32
  cf.cond_br %c, ^b1599(%y1598 : i32), ^b1599(%x1598 : i32)
^b1599(%x1599: i32):
  %c1599 = arith.constant 3 : i32
  %y1599 = arith.muli %x1599, %c1599 : i32
  cf.cond_br %c, ^b1600(%y1599 : i32), ^b1600(%x1599 : i32)
^b1600(%x1600: i32):
  %c1600 = arith.constant 4 : i32
  %y1600 = arith.muli %x1600, %c1600 : i32
  cf.cond_br %c, ^b1601(%y1600 : i32), ^b1601(%x1600 : i32)
^b1601(%x1601: i32):
  %c1601 = arith.constant 5 : i32
  %y1601 = arith.muli %x1601, %c1601 : i32
  cf.cond_br %c, ^b1602(%y1601 : i32), ^b1602(%x1601 : i32)
^b1602(%x1602: i32):
  %c1602 = arith.constant 6 : i32
  %y1602 = arith.muli %x1602, %c1602 : i32
  cf.cond_br %c, ^b1603(%y1602 : i32), ^b1603(%x1602 : i32)
^b1603(%x1603: i32):
  %c1603 = arith.constant 0 : i32
  %y1603 = arith.muli %x1603, %c1603 : i32
  cf.cond_br %c, ^b1604(%y1603 : i32), ^b1604(%x1603 : i32)
^b1604(%x1604: i32):
  %c1604 = arith.constant 1 : i32
  %y1604 = arith.muli %x1604, %c1604 : i32
  cf.cond_br %c, ^b1605(%y1604 : i32), ^b1605(%x1604 : i32)
^b1605(%x1605: i32):
  %c1605 = arith.constant 2 : i32
  %y1605 = arith.muli %x1605, %c1605 : i32
  cf.cond_br %c, ^b1606(%y1605 : i32), ^b1606(%x1605 : i32)
^b1606(%x1606: i32):
  %c1606 = arith.constant 3 : i32
  %y1606 = arith.muli %x1606, %c1606 : i32
  cf.cond_br %c, ^b1607(%y1606 : i32), ^b1607(%x1606 : i32)
^b1607(%x1607: i32):
  %c1607 = arith.constant 4 : i32
  %y1607 = arith.muli %x1607, %c1607 : i32
  cf.cond_br %c, ^b1608(%y1607 : i32), ^b1608(%x1607 : i32)
^b1608(%x1608: i32):
  %c1608 = arith.constant 5 : i32
  %y1608 = arith.muli %x1608, %c1608 : i32
  cf.cond_br %c, ^b1609(%y1608 : i32), ^b1609(%x1608 : i32)
^b1609(%x1609: i32):
  %c1609 = arith.constant 6 : i32
  %y1609 = arith.muli %x1609, %c1609 : i32
  cf.cond_br %c, ^b1610(%y1609 : i32), ^b1610(%x1609 : i32)
^b1610(%x1610: i32):
  %c1610 = arith.constant 0 : i32
  %y1610 = arith.muli %x1610, %c1610 : i32
  cf.cond_br %c, ^b1611(%y1610 : i32), ^b1611(%x1610 : i32)
^b1611(%x1611: i32):
  %c1611 = arith.constant 1 : i32
  %y1611 = arith.muli %x1611, %c1611 : i32
  cf.cond_br %c, ^b1612(%y1611 : i32), ^b1612(%x1611 : i32)
^b1612(%x1612: i32):
  %c1612 = arith.constant 2 : i32
  %y1612 = arith.muli %x1612, %c1612 : i32
  cf.cond_br %c, ^b1613(%y1612 : i32), ^b1613(%x1612 : i32)
^b1613(%x1613: i32):
  %c1613 = arith.constant 3 : i32
  %y1613 = arith.muli %x1613, %c1613 : i32
  cf.cond_br %c, ^b1614(%y1613 : i32), ^b1614(%x1613 : i32)
^b1614(%x1614: i32):
  %c1614 = arith.constant 4 : i32
  %y1614 = arith.muli %x1614, %c1614 : i32
  cf.cond_br %c, ^b1615(%y1614 : i32), ^b1615(%x1614 : i32)
^b1615(%x1615: i32):
  %c1615 = arith.constant 5 : i32
  %y1615 = arith.muli %x1615, %c1615 : i32
  cf.cond_br %c, ^b1616(%y1615 : i32), ^b1616(%x1615 : i32)
^b1616(%x1616: i32):
  %c1616 = arith.constant 6 : i32
  %y1616 = arith.muli %x1616, %c1616 : i32
  cf.cond_br %c, ^b1617(%y1616 : i32), ^b1617(%x1616 : i32)
^b1617(%x1617: i32):
  %c1617 = arith.constant 0 : i32
  %y1617 = arith.muli %x1617, %c1617 : i32
  cf.cond_br %c, ^b1618(%y1617 : i32), ^b1618(%x1617 : i32)
^b1618(%x1618: i32):
  %c1618 = arith.constant 1 : i32
  %y1618 = arith.muli %x1618, %c1618 : i32
  cf.cond_br %c, ^b1619(%y1618 : i32), ^b1619(%x1618 : i32)
^b1619(%x1619: i32):
  %c1619 = arith.constant 2 : i32
  %y1619 = arith.muli %x1619, %c1619 : i32
  cf.cond_br %c, ^b1620(%y1619 : i32), ^b1620(%x1619 : i32)
^b1620(%x1620: i32):
  %c1620 = arith.constant 3 : i32
  %y1620 = arith.muli %x1620, %c1620 : i32
  cf.cond_br %c, ^b1621(%y1620 : i32), ^b1621(%x1620 : i32)
^b1621(%x1621: i32):
  %c1621 = arith.constant 4 : i32
  %y1621 = arith.muli %x1621, %c1621 : i32
  cf.cond_br %c, ^b1622(%y1621 : i32), ^b1622(%x1621 : i32)
^b1622(%x1622: i32):
  %c1622 = arith.constant 5 : i32
  %y1622 = arith.muli %x1622, %c1622 : i32
  cf.cond_br %c, ^b1623(%y1622 : i32), ^b1623(%x1622 : i32)
^b1623(%x1623: i32):
  %c1623 = arith.constant 6 : i32
  %y1623 = arith.muli %x1623, %c1623 : i32
  cf.cond_br %c, ^b1624(%y1623 : i32), ^b1624(%x1623 : i32)
^b1624(%x1624: i32):
  %c1624 = arith.constant 0 : i32
  %y1624 = arith.muli %x1624, %c1624 : i32
  cf.cond_br %c, ^b1625(%y1624 : i32), ^b1625(%x1624 : i32)
^b1625(%x1625: i32):
  %c1625 = arith.constant 1 : i32
  %y1625 = arith.muli %x1625, %c1625 : i32
  cf.cond_br %c, ^b1626(%y1625 : i32), ^b1626(%x1625 : i32)
^b1626(%x1626: i32):
  %c1626 = arith.constant 2 : i32
  %y1626 = arith.muli %x1626, %c1626 : i32
  cf.cond_br %c, ^b1627(%y1626 : i32), ^b1627(%x1626 : i32)
^b1627(%x1627: i32):
  %c1627 = arith.constant 3 : i32
  %y1627 = arith.muli %x1627, %c1627 : i32
  cf.cond_br %c, ^b1628(%y1627 : i32), ^b1628(%x1627 : i32)
^b1628(%x1628: i32):
  %c1628 = arith.constant 4 : i32
  %y1628 = arith.muli %x1628, %c1628 : i32
  cf.cond_br %c, ^b1629(%y1628 : i32), ^b1629(%x1628 : i32)
^b1629(%x1629: i32):
  %c1629 = arith.constant 5 : i32
  %y1629 = arith.muli %x1629, %c1629 : i32
  cf.cond_br %c, ^b1630(%y1629 : i32), ^b1630(%x1629 : i32)
^b1630(%x1630: i32):
  %c1630 = arith.constant 6 : i32
  %y1630 = arith.muli %x1630, %c1630 : i32
  cf.cond_br %c, ^b1631(%y1630 : i32), ^b1631(%x1630 : i32)
^b1631(%x1631: i32):
  %c1631 = arith.constant 0 : i32
  %y1631 = arith.muli %x1631, %c1631 : i32
  cf.cond_br %c, ^b1632(%y1631 : i32), ^b1632(%x1631 : i32)
^b1632(%x1632: i32):
  %c1632 = arith.constant 1 : i32
  %y1632 = arith.muli %x1632, %c1632 : i32
  cf.cond_br %c, ^b1633(%y1632 : i32), ^b1633(%x1632 : i32)
^b1633(%x1633: i32):
  %c1633 = arith.constant 2 : i32
  %y1633 = arith.muli %x1633, %c1633 : i32
  cf.cond_br %c, ^b1634(%y1633 : i32), ^b1634(%x1633 : i32)
^b1634(%x1634: i32):
  %c1634 = arith.constant 3 : i32
  %y1634 = arith.muli %x1634, %c1634 : i32
  cf.cond_br %c, ^b1635(%y1634 : i32), ^b1635(%x1634 : i32)
^b1635(%x1635: i32):
  %c1635 = arith.constant 4 : i32
  %y1635 = arith.muli %x1635, %c1635 : i32
  cf.cond_br %c, ^b1636(%y1635 : i32), ^b1636(%x1635 : i32)
^b1636(%x1636: i32):
  %c1636 = arith.constant 5 : i32
  %y1636 = arith.muli %x1636, %c1636 : i32
  cf.cond_br %c, ^b1637(%y1636 : i32), ^b1637(%x1636 : i32)
^b1637(%x1637: i32):
  %c1637 = arith.constant 6 : i32
  %y1637 = arith.muli %x1637, %c1637 : i32
  cf.cond_br %c, ^b1638(%y1637 : i32), ^b1638(%x1637 : i32)
^b1638(%x1638: i32):
  %c1638 = arith.constant 0 : i32
  %y1638 = arith.muli %x1638, %c1638 : i32
  cf.cond_br %c, ^b1639(%y1638 : i32), ^b1639(%x1638 : i32)
^b1639(%x1639: i32):
  %c1639 = arith.constant 1 : i32
  %y1639 = arith.muli %x1639, %c1639 : i32
  cf.cond_br %c, ^b1640(%y1639 : i32), ^b1640(%x1639 : i32)
^b1640(%x1640: i32):
  %c1640 = arith.constant 2 : i32
  %y1640 = arith.muli %x1640, %c1640 : i32
  cf.cond_br %c, ^b1641(%y1640 : i32), ^b1641(%x1640 : i32)
^b1641(%x1641: i32):
  %c1641 = arith.constant 3 : i32
  %y1641 = arith.muli %x1641, %c1641 : i32
  cf.cond_br %c, ^b1642(%y1641 : i32), ^b1642(%x1641 : i32)
^b1642(%x1642: i32):
  %c1642 = arith.constant 4 : i32
  %y1642 = arith.muli %x1642, %c1642 : i32
  cf.cond_br %c, ^b1643(%y1642 : i32), ^b1643(%x1642 : i32)
^b1643(%x1643: i32):
  %c1643 = arith.constant 5 : i32
  %y1643 = arith.muli %x1643, %c1643 : i32
  cf.cond_br %c, ^b1644(%y1643 : i32), ^b1644(%x1643 : i32)
^b1644(%x1644: i32):
  %c1644 = arith.constant 6 : i32
  %y1644 = arith.muli %x1644, %c1644 : i32
  cf.cond_br %c, ^b1645(%y1644 : i32), ^b1645(%x1644 : i32)
^b1645(%x1645: i32):
  %c1645 = arith.constant 0 : i32
  %y1645 = arith.muli %x1645, %c1645 : i32
  cf.cond_br %c, ^b1646(%y1645 : i32), ^b1646(%x1645 : i32)
^b1646(%x1646: i32):
  %c1646 = arith.constant 1 : i32
  %y1646 = arith.muli %x1646, %c1646 : i32
  cf.cond_br %c, ^b1647(%y1646 : i32), ^b1647(%x1646 : i32)
^b1647(%x1647: i32):
  %c1647 = arith.constant 2 : i32
  %y1647 = arith.muli %x1647, %c1647 : i32
  cf.cond_br %c, ^b1648(%y1647 : i32), ^b1648(%x1647 : i32)
^b1648(%x1648: i32):
  %c1648 = arith.constant 3 : i32
  %y1648 = arith.muli %x1648, %c1648 : i32
  cf.cond_br %c, ^b1649(%y1648 : i32), ^b1649(%x1648 : i32)
^b1649(%x1649: i32):
  %c1649 = arith.constant 4 : i32
  %y1649 = arith.muli %x1649, %c1649 : i32
  cf.cond_br %c, ^b1650(%y1649 : i32), ^b1650(%x1649 : i32)
^b1650(%x1650: i32):
  %c1650 = arith.constant 5 : i32
  %y1650 = arith.muli %x1650, %c1650 : i32
  cf.cond_br %c, ^b1651(%y1650 : i32), ^b1651(%x1650 : i32)
^b1651(%x1651: i32):
  %c1651 = arith.constant 6 : i32
  %y1651 = arith.muli %x1651, %c1651 : i32
  cf.cond_br %c, ^b1652(%y1651 : i32), ^b1652(%x1651 : i32)
^b1652(%x1652: i32):
  %c1652 = arith.constant 0 : i32
  %y1652 = arith.muli %x1652, %c1652 : i32
  cf.cond_br %c, ^b1653(%y1652 : i32), ^b1653(%x1652 : i32)
^b1653(%x1653: i32):
  %c1653 = arith.constant 1 : i32
  %y1653 = arith.muli %x1653, %c1653 : i32
  cf.cond_br %c, ^b1654(%y1653 : i32), ^b1654(%x1653 : i32)
^b1654(%x1654: i32):
  %c1654 = arith.constant 2 : i32
  %y1654 = arith.muli %x1654, %c1654 : i32
  cf.cond_br %c, ^b1655(%y1654 : i32), ^b1655(%x1654 : i32)
^b1655(%x1655: i32):
  %c1655 = arith.constant 3 : i32
  %y1655 = arith.muli %x1655, %c1655 : i32
  cf.cond_br %c, ^b1656(%y1655 : i32), ^b1656(%x1655 : i32)
^b1656(%x1656: i32):
  %c1656 = arith.constant 4 : i32
  %y1656 = arith.muli %x1656, %c1656 : i32
  cf.cond_br %c, ^b1657(%y1656 : i32), ^b1657(%x1656 : i32)
^b1657(%x1657: i32):
  %c1657 = arith.constant 5 : i32
  %y1657 = arith.muli %x1657, %c1657 : i32
  cf.cond_br %c, ^b1658(%y1657 : i32), ^b1658(%x1657 : i32)
^b1658(%x1658: i32):
  %c1658 = arith.constant 6 : i32
  %y1658 = arith.muli %x1658, %c1658 : i32
  cf.cond_br %c, ^b1659(%y1658 : i32), ^b1659(%x1658 : i32)
^b1659(%x1659: i32):
  %c1659 = arith.constant 0 : i32
  %y1659 = arith.muli %x1659, %c1659 : i32
  cf.cond_br %c, ^b1660(%y1659 : i32), ^b1660(%x1659 : i32)
^b1660(%x1660: i32):
  %c1660 = arith.constant 1 : i32
  %y1660 = arith.muli %x1660, %c1660 : i32
  cf.cond_br %c, ^b1661(%y1660 : i32), ^b1661(%x1660 : i32)
^b1661(%x1661: i32):
  %c1661 = arith.constant 2 : i32
  %y1661 = arith.muli %x1661, %c1661 : i32
  cf.cond_br %c, ^b1662(%y1661 : i32), ^b1662(%x1661 : i32)
^b1662(%x1662: i32):
  %c1662 = arith.constant 3 : i32
  %y1662 = arith.muli %x1662, %c1662 : i32
  cf.cond_br %c, ^b1663(%y1662 : i32), ^b1663(%x1662 : i32)
^b1663(%x1663: i32):
  %c1663 = arith.constant 4 : i32
  %y1663 = arith.muli %x1663, %c1663 : i32
  cf.cond_br %c, ^b1664(%y1663 : i32), ^b1664(%x1663 : i32)
^b1664(%x1664: i32):
  %c1664 = arith.constant 5 : i32
  %y1664 = arith.muli %x1664, %c1664 : i32
  cf.cond_br %c, ^b1665(%y1664 : i32), ^b1665(%x1664 : i32)
^b1665(%x1665: i32):
  %c1665 = arith.constant 6 : i32
  %y1665 = arith.muli %x1665, %c1665 : i32
  cf.cond_br %c, ^b1666(%y1665 : i32), ^b1666(%x1665 : i32)
^b1666(%x1666: i32):
  %c1666 = arith.constant 0 : i32
  %y1666 = arith.muli %x1666, %c1666 : i32
  cf.cond_br %c, ^b1667(%y1666 : i32), ^b1667(%x1666 : i32)
^b1667(%x1667: i32):
  %c1667 = arith.constant 1 : i32
  %y1667 = arith.muli %x1667, %c1667 : i32
  cf.cond_br %c, ^b1668(%y1667 : i32), ^b1668(%x1667 : i32)
^b1668(%x1668: i32):
  %c1668 = arith.constant 2 : i32
  %y1668 = arith.muli %x1668, %c1668 : i32
  cf.cond_br %c, ^b1669(%y1668 : i32), ^b1669(%x1668 : i32)
^b1669(%x1669: i32):
  %c1669 = arith.constant 3 : i32
  %y1669 = arith.muli %x1669, %c1669 : i32
  cf.cond_br %c, ^b1670(%y1669 : i32), ^b1670(%x1669 : i32)
^b1670(%x1670: i32):
  %c1670 = arith.constant 4 : i32
  %y1670 = arith.muli %x1670, %c1670 : i32
  cf.cond_br %c, ^b1671(%y1670 : i32), ^b1671(%x1670 : i32)
^b1671(%x1671: i32):
  %c1671 = arith.constant 5 : i32
  %y1671 = arith.muli %x1671, %c1671 : i32
  cf.cond_br %c, ^b1672(%y1671 : i32), ^b1672(%x1671 : i32)
^b1672(%x1672: i32):
  %c1672 = arith.constant 6 : i32
  %y1672 = arith.muli %x1672, %c1672 : i32
  cf.cond_br %c, ^b1673(%y1672 : i32), ^b1673(%x1672 : i32)
^b1673(%x1673: i32):
  %c1673 = arith.constant 0 : i32
  %y1673 = arith.muli %x1673, %c1673 : i32
  cf.cond_br %c, ^b1674(%y1673 : i32), ^b1674(%x1673 : i32)
^b1674(%x1674: i32):
  %c1674 = arith.constant 1 : i32
  %y1674 = arith.muli %x1674, %c1674 : i32
  cf.cond_br %c, ^b1675(%y1674 : i32), ^b1675(%x1674 : i32)
^b1675(%x1675: i32):
  %c1675 = arith.constant 2 : i32
  %y1675 = arith.muli %x1675, %c1675 : i32
  cf.cond_br %c, ^b1676(%y1675 : i32), ^b1676(%x1675 : i32)
^b1676(%x1676: i32):
  %c1676 = arith.constant 3 : i32
  %y1676 = arith.muli %x1676, %c1676 : i32
  cf.cond_br %c, ^b1677(%y1676 : i32), ^b1677(%x1676 : i32)
^b1677(%x1677: i32):
  %c1677 = arith.constant 4 : i32
  %y1677 = arith.muli %x1677, %c1677 : i32
  cf.cond_br %c, ^b1678(%y1677 : i32), ^b1678(%x1677 : i32)
^b1678(%x1678: i32):
  %c1678 = arith.constant 5 : i32
  %y1678 = arith.muli %x1678, %c1678 : i32
  cf.cond_br %c, ^b1679(%y1678 : i32), ^b1679(%x1678 : i32)
^b1679(%x1679: i32):
  %c1679 = arith.constant 6 : i32
  %y1679 = arith.muli %x1679, %c1679 : i32
  cf.cond_br %c, ^b1680(%y1679 : i32), ^b1680(%x1679 : i32)
^b1680(%x1680: i32):
  %c1680 = arith.constant 0 : i32
  %y1680 = arith.muli %x1680, %c1680 : i32
  cf.cond_br %c, ^b1681(%y1680 : i32), ^b1681(%x1680 : i32)
^b1681(%x1681: i32):
  %c1681 = arith.constant 1 : i32
  %y1681 = arith.muli %x1681, %c1681 : i32
  cf.cond_br %c, ^b1682(%y1681 : i32), ^b1682(%x1681 : i32)
^b1682(%x1682: i32):
  %c1682 = arith.constant 2 : i32
  %y1682 = arith.muli %x1682, %c1682 : i32
  cf.cond_br %c, ^b1683(%y1682 : i32), ^b1683(%x1682 : i32)
^b1683(%x1683: i32):
  %c1683 = arith.constant 3 : i32
  %y1683 = arith.muli %x1683, %c1683 : i32
  cf.cond_br %c, ^b1684(%y1683 : i32), ^b1684(%x1683 : i32)
^b1684(%x1684: i32):
  %c1684 = arith.constant 4 : i32
  %y1684 = arith.muli %x1684, %c1684 : i32
  cf.cond_br %c, ^b1685(%y1684 : i32), ^b1685(%x1684 : i32)
^b1685(%x1685: i32):
  %c1685 = arith.constant 5 : i32
  %y1685 = arith.muli %x1685, %c1685 : i32
  cf.cond_br %c, ^b1686(%y1685 : i32), ^b1686(%x1685 : i32)
^b1686(%x1686: i32):
  %c1686 = arith.constant 6 : i32
  %y1686 = arith.muli %x1686, %c1686 : i32
  cf.cond_br %c, ^b1687(%y1686 : i32), ^b1687(%x1686 : i32)
^b1687(%x1687: i32):
  %c1687 = arith.constant 0 : i32
  %y1687 = arith.muli %x1687, %c1687 : i32
  cf.cond_br %c, ^b1688(%y1687 : i32), ^b1688(%x1687 : i32)
^b1688(%x1688: i32):
  %c1688 = arith.constant 1 : i32
  %y1688 = arith.muli %x1688, %c1688 : i32
  cf.cond_br %c, ^b1689(%y1688 : i32), ^b1689(%x1688 : i32)
^b1689(%x1689: i32):
  %c1689 = arith.constant 2 : i32
  %y1689 = arith.muli %x1689, %c1689 : i32
  cf.cond_br %c, ^b1690(%y1689 : i32), ^b1690(%x1689 : i32)
^b1690(%x1690: i32):
  %c1690 = arith.constant 3 : i32
  %y1690 = arith.muli %x1690, %c1690 : i32
  cf.cond_br %c, ^b1691(%y1690 : i32), ^b1691(%x1690 : i32)
^b1691(%x1691: i32):
  %c1691 = arith.constant 4 : i32
  %y1691 = arith.muli %x1691, %c1691 : i32
  cf.cond_br %c, ^b1692(%y1691 : i32), ^b1692(%x1691 : i32)
^b1692(%x1692: i32):
  %c1692 = arith.constant 5 : i32
  %y1692 = arith.muli %x1692, %c1692 : i32
  cf.cond_br %c, ^b1693(%y1692 : i32), ^b1693(%x1692 : i32)
^b1693(%x1693: i32):
  %c1693 = arith.constant 6 : i32
  %y1693 = arith.muli %x1693, %c1693 : i32
  cf.cond_br %c, ^b1694(%y1693 : i32), ^b1694(%x1693 : i32)
^b1694(%x1694: i32):
  %c1694 = arith.constant 0 : i32
  %y1694 = arith.muli %x1694, %c1694 : i32
  cf.cond_br %c, ^b1695(%y1694 : i32), ^b1695(%x1694 : i32)
^b1695(%x1695: i32):
  %c1695 = arith.constant 1 : i32
  %y1695 = arith.muli %x1695, %c1695 : i32
  cf.cond_br %c, ^b1696(%y1695 : i32), ^b1696(%x1695 : i32)
^b1696(%x1696: i32):
  %c1696 = arith.constant 2 : i32
  %y1696 = arith.muli %x1696, %c1696 : i32
  cf.cond_br %c, ^b1697(%y1696 : i32), ^b1697(%x1696 : i32)
^b1697(%x1697: i32):
  %c1697 = arith.constant 3 : i32
  %y1697 = arith.muli %x1697, %c1697 : i32
  cf.cond_br %c, ^b1698(%y1697 : i32), ^b1698(%x1697 : i32)
^b1698(%x1698: i32):
  %c1698 = arith.constant 4 : i32
  %y1698 = arith.muli %x1698, %c1698 : i32
  cf.cond_br %c, ^b1699(%y1698 : i32), ^b1699(%x1698 : i32)
^b1699(%x1699: i32):
  %c1699 = arith.constant 5 : i32
  %y1699 = arith.muli %x1699, %c1699 : i32
  cf.cond_br %c, ^b1700(%y1699 : i32), ^b1700(%x1699 : i32)
^b1700(%x1700: i32):
  %c1700 = arith.constant 6 : i32
  %y1700 = arith.muli %x1700, %c1700 : i32
  cf.cond_br %c, ^b1701(%y1700 : i32), ^b1701(%x1700 : i32)
^b1701(%x1701: i32):
  %c1701 = arith.constant 0 : i32
  %y1701 = arith.muli %x1701, %c1701 : i32
  cf.cond_br %c, ^b1702(%y1701 : i32), ^b1702(%x1701 : i32)
^b1702(%x1702: i32):
  %c1702 = arith.constant 1 : i32
  %y1702 = arith.muli %x1702, %c1702 : i32
  cf.cond_br %c, ^b1703(%y1702 : i32), ^b1703(%x1702 : i32)
^b1703(%x1703: i32):
  %c1703 = arith.constant 2 : i32
  %y1703 = arith.muli %x1703, %c1703 : i32
  cf.cond_br %c, ^b1704(%y1703 : i32), ^b1704(%x1703 : i32)
^b1704(%x1704: i32):
  %c1704 = arith.constant 3 : i32
  %y1704 = arith.muli %x1704, %c1704 : i32
  cf.cond_br %c, ^b1705(%y1704 : i32), ^b1705(%x1704 : i32)
^b1705(%x1705: i32):
  %c1705 = arith.constant 4 : i32
  %y1705 = arith.muli %x1705, %c1705 : i32
  cf.cond_br %c, ^b1706(%y1705 : i32), ^b1706(%x1705 : i32)
^b1706(%x1706: i32):
  %c1706 = arith.constant 5 : i32
  %y1706 = arith.muli %x1706, %c1706 : i32
  cf.cond_br %c, ^b1707(%y1706 : i32), ^b1707(%x1706 : i32)
^b1707(%x1707: i32):
  %c1707 = arith.constant 6 : i32
  %y1707 = arith.muli %x1707, %c1707 : i32
  cf.cond_br %c, ^b1708(%y1707 : i32), ^b1708(%x1707 : i32)
^b1708(%x1708: i32):
  %c1708 = arith.constant 0 : i32
  %y1708 = arith.muli %x1708, %c1708 : i32
  cf.cond_br %c, ^b1709(%y1708 : i32), ^b1709(%x1708 : i32)
^b1709(%x1709: i32):
  %c1709 = arith.constant 1 : i32
  %y1709 = arith.muli %x1709, %c1709 : i32
  cf.cond_br %c, ^b1710(%y1709 : i32), ^b1710(%x1709 : i32)
^b1710(%x1710: i32):
  %c1710 = arith.constant 2 : i32
  %y1710 = arith.muli %x1710, %c1710 : i32
  cf.cond_br %c, ^b1711(%y1710 : i32), ^b1711(%x1710 : i32)
^b1711(%x1711: i32):
  %c1711 = arith.constant 3 : i32
  %y1711 = arith.muli %x1711, %c1711 : i32
  cf.cond_br %c, ^b1712(%y1711 : i32), ^b1712(%x1711 : i32)
^b1712(%x1712: i32):
  %c1712 = arith.constant 4 : i32
  %y1712 = arith.muli %x1712, %c1712 : i32
  cf.cond_br %c, ^b1713(%y1712 : i32), ^b1713(%x1712 : i32)
^b1713(%x1713: i32):
  %c1713 = arith.constant 5 : i32
  %y1713 = arith.muli %x1713, %c1713 : i32
  cf.cond_br %c, ^b1714(%y1713 : i32), ^b1714(%x1713 : i32)
^b1714(%x1714: i32):
  %c1714 = arith.constant 6 : i32
  %y1714 = arith.muli %x1714, %c1714 : i32
  cf.cond_br %c, ^b1715(%y1714 : i32), ^b1715(%x1714 : i32)
^b1715(%x1715: i32):
  %c1715 = arith.constant 0 : i32
  %y1715 = arith.muli %x1715, %c1715 : i32
  cf.cond_br %c, ^b1716(%y1715 : i32), ^b1716(%x1715 : i32)
^b1716(%x1716: i32):
  %c1716 = arith.constant 1 : i32
  %y1716 = arith.muli %x1716, %c1716 : i32
  cf.cond_br %c, ^b1717(%y1716 : i32), ^b1717(%x1716 : i32)
^b1717(%x1717: i32):
  %c1717 = arith.constant 2 : i32
  %y1717 = arith.muli %x1717, %c1717 : i32
  cf.cond_br %c, ^b1718(%y1717 : i32), ^b1718(%x1717 : i32)
^b1718(%x1718: i32):
  %c1718 = arith.constant 3 : i32
  %y1718 = arith.muli %x1718, %c1718 : i32
  cf.cond_br %c, ^b1719(%y1718 : i32), ^b1719(%x1718 : i32)
^b1719(%x1719: i32):
  %c1719 = arith.constant 4 : i32
  %y1719 = arith.muli %x1719, %c1719 : i32
  cf.cond_br %c, ^b1720(%y1719 : i32), ^b1720(%x1719 : i32)
^b1720(%x1720: i32):
  %c1720 = arith.constant 5 : i32
  %y1720 = arith.muli %x1720, %c1720 : i32
  cf.cond_br %c, ^b1721(%y1720 : i32), ^b1721(%x1720 : i32)
^b1721(%x1721: i32):
  %c1721 = arith.constant 6 : i32
  %y1721 = arith.muli %x1721, %c1721 : i32
  cf.cond_br %c, ^b1722(%y1721 : i32), ^b1722(%x1721 : i32)
^b1722(%x1722: i32):
  %c1722 = arith.constant 0 : i32
  %y1722 = arith.muli %x1722, %c1722 : i32
  cf.cond_br %c, ^b1723(%y1722 : i32), ^b1723(%x1722 : i32)
^b1723(%x1723: i32):
  %c1723 = arith.constant 1 : i32
  %y1723 = arith.muli %x1723, %c1723 : i32
  cf.cond_br %c, ^b1724(%y1723 : i32), ^b1724(%x1723 : i32)
^b1724(%x1724: i32):
  %c1724 = arith.constant 2 : i32
  %y1724 = arith.muli %x1724, %c1724 : i32
  cf.cond_br %c, ^b1725(%y1724 : i32), ^b1725(%x1724 : i32)
^b1725(%x1725: i32):
  %c1725 = arith.constant 3 : i32
  %y1725 = arith.muli %x1725, %c1725 : i32
  cf.cond_br %c, ^b1726(%y1725 : i32), ^b1726(%x1725 : i32)
^b1726(%x1726: i32):
  %c1726 = arith.constant 4 : i32
  %y1726 = arith.muli %x1726, %c1726 : i32
  cf.cond_br %c, ^b1727(%y1726 : i32), ^b1727(%x1726 : i32)
^b1727(%x1727: i32):
  %c1727 = arith.constant 5 : i32
  %y1727 = arith.muli %x1727, %c1727 : i32
  cf.cond_br %c, ^b1728(%y1727 : i32), ^b1728(%x1727 : i32)
^b1728(%x1728: i32):
  %c1728 = arith.constant 6 : i32
  %y1728 = arith.muli %x1728, %c1728 : i32
  cf.cond_br %c, ^b1729(%y1728 : i32), ^b1729(%x1728 : i32)
^b1729(%x1729: i32):
  %c1729 = arith.constant 0 : i32
  %y1729 = arith.muli %x1729, %c1729 : i32
  cf.cond_br %c, ^b1730(%y1729 : i32), ^b1730(%x1729 : i32)
^b1730(%x1730: i32):
  %c1730 = arith.constant 1 : i32
  %y1730 = arith.muli %x1730, %c1730 : i32
  cf.cond_br %c, ^b1731(%y1730 : i32), ^b1731(%x1730 : i32)
^b1731(%x1731: i32):
  %c1731 = arith.constant 2 : i32
  %y1731 = arith.muli %x1731, %c1731 : i32
  cf.cond_br %c, ^b1732(%y1731 : i32), ^b1732(%x1731 : i32)
^b1732(%x1732: i32):
  %c1732 = arith.constant 3 : i32
  %y1732 = arith.muli %x1732, %c1732 : i32
  cf.cond_br %c, ^b1733(%y1732 : i32), ^b1733(%x1732 : i32)
^b1733(%x1733: i32):
  %c1733 = arith.constant 4 : i32
  %y1733 = arith.muli %x1733, %c1733 : i32
  cf.cond_br %c, ^b1734(%y1733 : i32), ^b1734(%x1733 : i32)
^b1734(%x1734: i32):
  %c1734 = arith.constant 5 : i32
  %y1734 = arith.muli %x1734, %c1734 : i32
  cf.cond_br %c, ^b1735(%y1734 : i32), ^b1735(%x1734 : i32)
^b1735(%x1735: i32):
  %c1735 = arith.constant 6 : i32
  %y1735 = arith.muli %x1735, %c1735 : i32
  cf.cond_br %c, ^b1736(%y1735 : i32), ^b1736(%x1735 : i32)
^b1736(%x1736: i32):
  %c1736 = arith.constant 0 : i32
  %y1736 = arith.muli %x1736, %c1736 : i32
  cf.cond_br %c, ^b1737(%y1736 : i32), ^b1737(%x1736 : i32)
^b1737(%x1737: i32):
  %c1737 = arith.constant 1 : i32
  %y1737 = arith.muli %x1737, %c1737 : i32
  cf.cond_br %c, ^b1738(%y1737 : i32), ^b1738(%x1737 : i32)
^b1738(%x1738: i32):
  %c1738 = arith.constant 2 : i32
  %y1738 = arith.muli %x1738, %c1738 : i32
  cf.cond_br %c, ^b1739(%y1738 : i32), ^b1739(%x1738 : i32)
^b1739(%x1739: i32):
  %c1739 = arith.constant 3 : i32
  %y1739 = arith.muli %x1739, %c1739 : i32
  cf.cond_br %c, ^b1740(%y1739 : i32), ^b1740(%x1739 : i32)
^b1740(%x1740: i32):
  %c1740 = arith.constant 4 : i32
  %y1740 = arith.muli %x1740, %c1740 : i32
  cf.cond_br %c, ^b1741(%y1740 : i32), ^b1741(%x1740 : i32)
^b1741(%x1741: i32):
  %c1741 = arith.constant 5 : i32
  %y1741 = arith.muli %x1741, %c1741 : i32
  cf.cond_br %c, ^b1742(%y1741 : i32), ^b1742(%x1741 : i32)
^b1742(%x1742: i32):
  %c1742 = arith.constant 6 : i32
  %y1742 = arith.muli %x1742, %c1742 : i32
  cf.cond_br %c, ^b1743(%y1742 : i32), ^b1743(%x1742 : i32)
^b1743(%x1743: i32):
  %c1743 = arith.constant 0 : i32
  %y1743 = arith.muli %x1743, %c1743 : i32
  cf.cond_br %c, ^b1744(%y1743 : i32), ^b1744(%x1743 : i32)
^b1744(%x1744: i32):
  %c1744 = arith.constant 1 : i32
  %y1744 = arith.muli %x1744, %c1744 : i32
  cf.cond_br %c, ^b1745(%y1744 : i32), ^b1745(%x1744 : i32)
^b1745(%x1745: i32):
  %c1745 = arith.constant 2 : i32
  %y1745 = arith.muli %x1745, %c1745 : i32
  cf.cond_br %c, ^b1746(%y1745 : i32), ^b1746(%x1745 : i32)
^b1746(%x1746: i32):
  %c1746 = arith.constant 3 : i32
  %y1746 = arith.muli %x1746, %c1746 : i32
  cf.cond_br %c, ^b1747(%y1746 : i32), ^b1747(%x1746 : i32)
^b1747(%x1747: i32):
  %c1747 = arith.constant 4 : i32
  %y1747 = arith.muli %x1747, %c1747 : i32
  cf.cond_br %c, ^b1748(%y1747 : i32), ^b1748(%x1747 : i32)
^b1748(%x1748: i32):
  %c1748 = arith.constant 5 : i32
  %y1748 = arith.muli %x1748, %c1748 : i32
  cf.cond_br %c, ^b1749(%y1748 : i32), ^b1749(%x1748 : i32)
^b1749(%x1749: i32):
  %c1749 = arith.constant 6 : i32
  %y1749 = arith.muli %x1749, %c1749 : i32
  cf.cond_br %c, ^b1750(%y1749 : i32), ^b1750(%x1749 : i32)
^b1750(%x1750: i32):
  %c1750 = arith.constant 0 : i32
  %y1750 = arith.muli %x1750, %c1750 : i32
  cf.cond_br %c, ^b1751(%y1750 : i32), ^b1751(%x1750 : i32)
^b1751(%x1751: i32):
  %c1751 = arith.constant 1 : i32
  %y1751 = arith.muli %x1751, %c1751 : i32
  cf.cond_br %c, ^b1752(%y1751 : i32), ^b1752(%x1751 : i32)
^b1752(%x1752: i32):
  %c1752 = arith.constant 2 : i32
  %y1752 = arith.muli %x1752, %c1752 : i32
  cf.cond_br %c, ^b1753(%y1752 : i32), ^b1753(%x1752 : i32)
^b1753(%x1753: i32):
  %c1753 = arith.constant 3 : i32
  %y1753 = arith.muli %x1753, %c1753 : i32
  cf.cond_br %c, ^b1754(%y1753 : i32), ^b1754(%x1753 : i32)
^b1754(%x1754: i32):
  %c1754 = arith.constant 4 : i32
  %y1754 = arith.muli %x1754, %c1754 : i32
  cf.cond_br %c, ^b1755(%y1754 : i32), ^b1755(%x1754 : i32)
^b1755(%x1755: i32):
  %c1755 = arith.constant 5 : i32
  %y1755 = arith.muli %x1755, %c1755 : i32
  cf.cond_br %c, ^b1756(%y1755 : i32), ^b1756(%x1755 : i32)
^b1756(%x1756: i32):
  %c1756 = arith.constant 6 : i32
  %y1756 = arith.muli %x1756, %c1756 : i32
  cf.cond_br %c, ^b1757(%y1756 : i32), ^b1757(%x1756 : i32)
^b1757(%x1757: i32):
  %c1757 = arith.constant 0 : i32
  %y1757 = arith.muli %x1757, %c1757 : i32
  cf.cond_br %c, ^b1758(%y1757 : i32), ^b1758(%x1757 : i32)
^b1758(%x1758: i32):
  %c1758 = arith.constant 1 : i32
  %y1758 = arith.muli %x1758, %c1758 : i32
  cf.cond_br %c, ^b1759(%y1758 : i32), ^b1759(%x1758 : i32)
^b1759(%x1759: i32):
  %c1759 = arith.constant 2 : i32
  %y1759 = arith.muli %x1759, %c1759 : i32
  cf.cond_br %c, ^b1760(%y1759 : i32), ^b1760(%x1759 : i32)
^b1760(%x1760: i32):
  %c1760 = arith.constant 3 : i32
  %y1760 = arith.muli %x1760, %c1760 : i32
  cf.cond_br %c, ^b1761(%y1760 : i32), ^b1761(%x1760 : i32)
^b1761(%x1761: i32):
  %c1761 = arith.constant 4 : i32
  %y1761 = arith.muli %x1761, %c1761 : i32
  cf.cond_br %c, ^b1762(%y1761 : i32), ^b1762(%x1761 : i32)
^b1762(%x1762: i32):
  %c1762 = arith.constant 5 : i32
  %y1762 = arith.muli %x1762, %c1762 : i32
  cf.cond_br %c, ^b1763(%y1762 : i32), ^b1763(%x1762 : i32)
^b1763(%x1763: i32):
  %c1763 = arith.constant 6 : i32
  %y1763 = arith.muli %x1763, %c1763 : i32
  cf.cond_br %c, ^b1764(%y1763 : i32), ^b1764(%x1763 : i32)
^b1764(%x1764: i32):
  %c1764 = arith.constant 0 : i32
  %y1764 = arith.muli %x1764, %c1764 : i32
  cf.cond_br %c, ^b1765(%y1764 : i32), ^b1765(%x1764 : i32)
^b1765(%x1765: i32):
  %c1765 = arith.constant 1 : i32
  %y1765 = arith.muli %x1765, %c1765 : i32
  cf.cond_br %c, ^b1766(%y1765 : i32), ^b1766(%x1765 : i32)
^b1766(%x1766: i32):
  %c1766 = arith.constant 2 : i32
  %y1766 = arith.muli %x1766, %c1766 : i32
  cf.cond_br %c, ^b1767(%y1766 : i32), ^b1767(%x1766 : i32)
^b1767(%x1767: i32):
  %c1767 = arith.constant 3 : i32
  %y1767 = arith.muli %x1767, %c1767 : i32
  cf.cond_br %c, ^b1768(%y1767 : i32), ^b1768(%x1767 : i32)
^b1768(%x1768: i32):
  %c1768 = arith.constant 4 : i32
  %y1768 = arith.muli %x1768, %c1768 : i32
  cf.cond_br %c, ^b1769(%y1768 : i32), ^b1769(%x1768 : i32)
^b1769(%x1769: i32):
  %c1769 = arith.constant 5 : i32
  %y1769 = arith.muli %x1769, %c1769 : i32
  cf.cond_br %c, ^b1770(%y1769 : i32), ^b1770(%x1769 : i32)
^b1770(%x1770: i32):
  %c1770 = arith.constant 6 : i32
  %y1770 = arith.muli %x1770, %c1770 : i32
  cf.cond_br %c, ^b1771(%y1770 : i32), ^b1771(%x1770 : i32)
^b1771(%x1771: i32):
  %c1771 = arith.constant 0 : i32
  %y1771 = arith.muli %x1771, %c1771 : i32
  cf.cond_br %c, ^b1772(%y1771 : i32), ^b1772(%x1771 : i32)
^b1772(%x1772: i32):
  %c1772 = arith.constant 1 : i32
  %y1772 = arith.muli %x1772, %c1772 : i32
  cf.cond_br %c, ^b1773(%y1772 : i32), ^b1773(%x1772 : i32)
^b1773(%x1773: i32):
  %c1773 = arith.constant 2 : i32
  %y1773 = arith.muli %x1773, %c1773 : i32
  cf.cond_br %c, ^b1774(%y1773 : i32), ^b1774(%x1773 : i32)
^b1774(%x1774: i32):
  %c1774 = arith.constant 3 : i32
  %y1774 = arith.muli %x1774, %c1774 : i32
  cf.cond_br %c, ^b1775(%y1774 : i32), ^b1775(%x1774 : i32)
^b1775(%x1775: i32):
  %c1775 = arith.constant 4 : i32
  %y1775 = arith.muli %x1775, %c1775 : i32
  cf.cond_br %c, ^b1776(%y1775 : i32), ^b1776(%x1775 : i32)
^b1776(%x1776: i32):
  %c1776 = arith.constant 5 : i32
  %y1776 = arith.muli %x1776, %c1776 : i32
  cf.cond_br %c, ^b1777(%y1776 : i32), ^b1777(%x1776 : i32)
^b1777(%x1777: i32):
  %c1777 = arith.constant 6 : i32
  %y1777 = arith.muli %x1777, %c1777 : i32
  cf.cond_br %c, ^b1778(%y1777 : i32), ^b1778(%x1777 : i32)
^b1778(%x1778: i32):
  %c1778 = arith.constant 0 : i32
  %y1778 = arith.muli %x1778, %c1778 : i32
  cf.cond_br %c, ^b1779(%y1778 : i32), ^b1779(%x1778 : i32)
^b1779(%x1779: i32):
  %c1779 = arith.constant 1 : i32
  %y1779 = arith.muli %x1779, %c1779 : i32
  cf.cond_br %c, ^b1780(%y1779 : i32), ^b1780(%x1779 : i32)
^b1780(%x1780: i32):
  %c1780 = arith.constant 2 : i32
  %y1780 = arith.muli %x1780, %c1780 : i32
  cf.cond_br %c, ^b1781(%y1780 : i32), ^b1781(%x1780 : i32)
^b1781(%x1781: i32):
  %c1781 = arith.constant 3 : i32
  %y1781 = arith.muli %x1781, %c1781 : i32
  cf.cond_br %c, ^b1782(%y1781 : i32), ^b1782(%x1781 : i32)
^b1782(%x1782: i32):
  %c1782 = arith.constant 4 : i32
  %y1782 = arith.muli %x1782, %c1782 : i32
  cf.cond_br %c, ^b1783(%y1782 : i32), ^b1783(%x1782 : i32)
^b1783(%x1783: i32):
  %c1783 = arith.constant 5 : i32
  %y1783 = arith.muli %x1783, %c1783 : i32
  cf.cond_br %c, ^b1784(%y1783 : i32), ^b1784(%x1783 : i32)
^b1784(%x1784: i32):
  %c1784 = arith.constant 6 : i32
  %y1784 = arith.muli %x1784, %c1784 : i32
  cf.cond_br %c, ^b1785(%y1784 : i32), ^b1785(%x1784 : i32)
^b1785(%x1785: i32):
  %c1785 = arith.constant 0 : i32
  %y1785 = arith.muli %x1785, %c1785 : i32
  cf.cond_br %c, ^b1786(%y1785 : i32), ^b1786(%x1785 : i32)
^b1786(%x1786: i32):
  %c1786 = arith.constant 1 : i32
  %y1786 = arith.muli %x1786, %c1786 : i32
  cf.cond_br %c, ^b1787(%y1786 : i32), ^b1787(%x1786 : i32)
^b1787(%x1787: i32):
  %c1787 = arith.constant 2 : i32
  %y1787 = arith.muli %x1787, %c1787 : i32
  cf.cond_br %c, ^b1788(%y1787 : i32), ^b1788(%x1787 : i32)
^b1788(%x1788: i32):
  %c1788 = arith.constant 3 : i32
  %y1788 = arith.muli %x1788, %c1788 : i32
  cf.cond_br %c, ^b1789(%y1788 : i32), ^b1789(%x1788 : i32)
^b1789(%x1789: i32):
  %c1789 = arith.constant 4 : i32
  %y1789 = arith.muli %x1789, %c1789 : i32
  cf.cond_br %c, ^b1790(%y1789 : i32), ^b1790(%x1789 : i32)
^b1790(%x1790: i32):
  %c1790 = arith.constant 5 : i32
  %y1790 = arith.muli %x1790, %c1790 : i32
  cf.cond_br %c, ^b1791(%y1790 : i32), ^b1791(%x1790 : i32)
^b1791(%x1791: i32):
  %c1791 = arith.constant 6 : i32
  %y1791 = arith.muli %x1791, %c1791 : i32
  cf.cond_br %c, ^b1792(%y1791 : i32), ^b1792(%x1791 : i32)
^b1792(%x1792: i32):
  %c1792 = arith.constant 0 : i32
  %y1792 = arith.muli %x1792, %c1792 : i32
  cf.cond_br %c, ^b1793(%y1792 : i32), ^b1793(%x1792 : i32)
^b1793(%x1793: i32):
  %c1793 = arith.constant 1 : i32
  %y1793 = arith.muli %x1793, %c1793 : i32
  cf.cond_br %c, ^b1794(%y1793 : i32), ^b1794(%x1793 : i32)
^b1794(%x1794: i32):
  %c1794 = arith.constant 2 : i32
  %y1794 = arith.muli %x1794, %c1794 : i32
  cf.cond_br %c, ^b1795(%y1794 : i32), ^b1795(%x1794 : i32)
^b1795(%x1795: i32):
  %c1795 = arith.constant 3 : i32
  %y1795 = arith.muli %x1795, %c1795 : i32
  cf.cond_br %c, ^b1796(%y1795 : i32), ^b1796(%x1795 : i32)
^b1796(%x1796: i32):
  %c1796 = arith.constant 4 : i32
  %y1796 = arith.muli %x1796, %c1796 : i32
  cf.cond_br %c, ^b1797(%y1796 : i32), ^b1797(%x1796 : i32)
^b1797(%x1797: i32):
  %c1797 = arith.constant 5 : i32
  %y1797 = arith.muli %x1797, %c1797 : i32
  cf.cond_br %c, ^b1798(%y1797 : i32), ^b1798(%x1797 : i32)
^b1798(%x1798: i32):
  %c1798 = arith.constant 6 : i32
  %y1798 = arith.muli %x1798, %c1798 : i32
  cf.cond_br %c, ^b1799(%y1798 : i32), ^b1799(%x1798 : i32)
^b1799(%x1799: i32):
  %c1799 = arith.constant 0 : i32
  %y1799 = arith.muli %x1799, %c1799 : i32
  cf.cond_br %c, ^b1800(%y1799 : i32), ^b1800(%x1799 : i32)
^b1800(%x1800: i32):
  %c1800 = arith.constant 1 : i32
  %y1800 = arith.muli %x1800, %c1800 : i32
  cf.cond_br %c, ^b1801(%y1800 : i32), ^b1801(%x1800 : i32)
^b1801(%x1801: i32):
  %c1801 = arith.constant 2 : i32
  %y1801 = arith.muli %x1801, %c1801 : i32
  cf.cond_br %c, ^b1802(%y1801 : i32), ^b1802(%x1801 : i32)
^b1802(%x1802: i32):
  %c1802 = arith.constant 3 : i32
  %y1802 = arith.muli %x1802, %c1802 : i32
  cf.cond_br %c, ^b1803(%y1802 : i32), ^b1803(%x1802 : i32)
^b1803(%x1803: i32):
  %c1803 = arith.constant 4 : i32
  %y1803 = arith.muli %x1803, %c1803 : i32
  cf.cond_br %c, ^b1804(%y1803 : i32), ^b1804(%x1803 : i32)
^b1804(%x1804: i32):
  %c1804 = arith.constant 5 : i32
  %y1804 = arith.muli %x1804, %c1804 : i32
  cf.cond_br %c, ^b1805(%y1804 : i32), ^b1805(%x1804 : i32)
^b1805(%x1805: i32):
  %c1805 = arith.constant 6 : i32
  %y1805 = arith.muli %x1805, %c1805 : i32
  cf.cond_br %c, ^b1806(%y1805 : i32), ^b1806(%x1805 : i32)
^b1806(%x1806: i32):
  %c1806 = arith.constant 0 : i32
  %y1806 = arith.muli %x1806, %c1806 : i32
  cf.cond_br %c, ^b1807(%y1806 : i32), ^b1807(%x1806 : i32)
^b1807(%x1807: i32):
  %c1807 = arith.constant 1 : i32
  %y1807 = arith.muli %x1807, %c1807 : i32
  cf.cond_br %c, ^b1808(%y1807 : i32), ^b1808(%x1807 : i32)
^b1808(%x1808: i32):
  %c1808 = arith.constant 2 : i32
  %y1808 = arith.muli %x1808, %c1808 : i32
  cf.cond_br %c, ^b1809(%y1808 : i32), ^b1809(%x1808 : i32)
^b1809(%x1809: i32):
  %c1809 = arith.constant 3 : i32
  %y1809 = arith.muli %x1809, %c1809 : i32
  cf.cond_br %c, ^b1810(%y1809 : i32), ^b1810(%x1809 : i32)
^b1810(%x1810: i32):
  %c1810 = arith.constant 4 : i32
  %y1810 = arith.muli %x1810, %c1810 : i32
  cf.cond_br %c, ^b1811(%y1810 : i32), ^b1811(%x1810 : i32)
^b1811(%x1811: i32):
  %c1811 = arith.constant 5 : i32
  %y1811 = arith.muli %x1811, %c1811 : i32
  cf.cond_br %c, ^b1812(%y1811 : i32), ^b1812(%x1811 : i32)
^b1812(%x1812: i32):
  %c1812 = arith.constant 6 : i32
  %y1812 = arith.muli %x1812, %c1812 : i32
  cf.cond_br %c, ^b1813(%y1812 : i32), ^b1813(%x1812 : i32)
^b1813(%x1813: i32):
  %c1813 = arith.constant 0 : i32
  %y1813 = arith.muli %x1813, %c1813 : i32
  cf.cond_br %c, ^b1814(%y1813 : i32), ^b1814(%x1813 : i32)
^b1814(%x1814: i32):
  %c1814 = arith.constant 1 : i32
  %y1814 = arith.muli %x1814, %c1814 : i32
  cf.cond_br %c, ^b1815(%y1814 : i32), ^b1815(%x1814 : i32)
^b1815(%x1815: i32):
  %c1815 = arith.constant 2 : i32
  %y1815 = arith.muli %x1815, %c1815 : i32
  cf.cond_br %c, ^b1816(%y1815 : i32), ^b1816(%x1815 : i32)
^b1816(%x1816: i32):
  %c1816 = arith.constant 3 : i32
  %y1816 = arith.muli %x1816, %c1816 : i32
  cf.cond_br %c, ^b1817(%y1816 : i32), ^b1817(%x1816 : i32)
^b1817(%x1817: i32):
  %c1817 = arith.constant 4 : i32
  %y1817 = arith.muli %x1817, %c1817 : i32
  cf.cond_br %c, ^b1818(%y1817 : i32), ^b1818(%x1817 : i32)
^b1818(%x1818: i32):
  %c1818 = arith.constant 5 : i32
  %y1818 = arith.muli %x1818, %c1818 : i32
  cf.cond_br %c, ^b1819(%y1818 : i32), ^b1819(%x1818 : i32)
^b1819(%x1819: i32):
  %c1819 = arith.constant 6 : i32
  %y1819 = arith.muli %x1819, %c1819 : i32
  cf.cond_br %c, ^b1820(%y1819 : i32), ^b1820(%x1819 : i32)
^b1820(%x1820: i32):
  %c1820 = arith.constant 0 : i32
  %y1820 = arith.muli %x1820, %c1820 : i32
  cf.cond_br %c, ^b1821(%y1820 : i32), ^b1821(%x1820 : i32)
^b1821(%x1821: i32):
  %c1821 = arith.constant 1 : i32
  %y1821 = arith.muli %x1821, %c1821 : i32
  cf.cond_br %c, ^b1822(%y1821 : i32), ^b1822(%x1821 : i32)
^b1822(%x1822: i32):
  %c1822 = arith.constant 2 : i32
  %y1822 = arith.muli %x1822, %c1822 : i32
  cf.cond_br %c, ^b1823(%y1822 : i32), ^b1823(%x1822 : i32)
^b1823(%x1823: i32):
  %c1823 = arith.constant 3 : i32
  %y1823 = arith.muli %x1823, %c1823 : i32
  cf.cond_br %c, ^b1824(%y1823 : i32), ^b1824(%x1823 : i32)
^b1824(%x1824: i32):
  %c1824 = arith.constant 4 : i32
  %y1824 = arith.muli %x1824, %c1824 : i32
  cf.cond_br %c, ^b1825(%y1824 : i32), ^b1825(%x1824 : i32)
^b1825(%x1825: i32):
  %c1825 = arith.constant 5 : i32
  %y1825 = arith.muli %x1825, %c1825 : i32
  cf.cond_br %c, ^b1826(%y1825 : i32), ^b1826(%x1825 : i32)
^b1826(%x1826: i32):
  %c1826 = arith.constant 6 : i32
  %y1826 = arith.muli %x1826, %c1826 : i32
  cf.cond_br %c, ^b1827(%y1826 : i32), ^b1827(%x1826 : i32)
^b1827(%x1827: i32):
  %c1827 = arith.constant 0 : i32
  %y1827 = arith.muli %x1827, %c1827 : i32
  cf.cond_br %c, ^b1828(%y1827 : i32), ^b1828(%x1827 : i32)
^b1828(%x1828: i32):
  %c1828 = arith.constant 1 : i32
  %y1828 = arith.muli %x1828, %c1828 : i32
  cf.cond_br %c, ^b1829(%y1828 : i32), ^b1829(%x1828 : i32)
^b1829(%x1829: i32):
  %c1829 = arith.constant 2 : i32
  %y1829 = arith.muli %x1829, %c1829 : i32
  cf.cond_br %c, ^b1830(%y1829 : i32), ^b1830(%x1829 : i32)
^b1830(%x1830: i32):
  %c1830 = arith.constant 3 : i32
  %y1830 = arith.muli %x1830, %c1830 : i32
  cf.cond_br %c, ^b1831(%y1830 : i32), ^b1831(%x1830 : i32)
^b1831(%x1831: i32):
  %c1831 = arith.constant 4 : i32
  %y1831 = arith.muli %x1831, %c1831 : i32
  cf.cond_br %c, ^b1832(%y1831 : i32), ^b1832(%x1831 : i32)
^b1832(%x1832: i32):
  %c1832 = arith.constant 5 : i32
  %y1832 = arith.muli %x1832, %c1832 : i32
  cf.cond_br %c, ^b1833(%y1832 : i32), ^b1833(%x1832 : i32)
^b1833(%x1833: i32):
  %c1833 = arith.constant 6 : i32
  %y1833 = arith.muli %x1833, %c1833 : i32
  cf.cond_br %c, ^b1834(%y1833 : i32), ^b1834(%x1833 : i32)
^b1834(%x1834: i32):
  %c1834 = arith.constant 0 : i32
  %y1834 = arith.muli %x1834, %c1834 : i32
  cf.cond_br %c, ^b1835(%y1834 : i32), ^b1835(%x1834 : i32)
^b1835(%x1835: i32):
  %c1835 = arith.constant 1 : i32
  %y1835 = arith.muli %x1835, %c1835 : i32
  cf.cond_br %c, ^b1836(%y1835 : i32), ^b1836(%x1835 : i32)
^b1836(%x1836: i32):
  %c1836 = arith.constant 2 : i32
  %y1836 = arith.muli %x1836, %c1836 : i32
  cf.cond_br %c, ^b1837(%y1836 : i32), ^b1837(%x1836 : i32)
^b1837(%x1837: i32):
  %c1837 = arith.constant 3 : i32
  %y1837 = arith.muli %x1837, %c1837 : i32
  cf.cond_br %c, ^b1838(%y1837 : i32), ^b1838(%x1837 : i32)
^b1838(%x1838: i32):
  %c1838 = arith.constant 4 : i32
  %y1838 = arith.muli %x1838, %c1838 : i32
  cf.cond_br %c, ^b1839(%y1838 : i32), ^b1839(%x1838 : i32)
^b1839(%x1839: i32):
  %c1839 = arith.constant 5 : i32
  %y1839 = arith.muli %x1839, %c1839 : i32
  cf.cond_br %c, ^b1840(%y1839 : i32), ^b1840(%x1839 : i32)
^b1840(%x1840: i32):
  %c1840 = arith.constant 6 : i32
  %y1840 = arith.muli %x1840, %c1840 : i32
  cf.cond_br %c, ^b1841(%y1840 : i32), ^b1841(%x1840 : i32)
^b1841(%x1841: i32):
  %c1841 = arith.constant 0 : i32
  %y1841 = arith.muli %x1841, %c1841 : i32
  cf.cond_br %c, ^b1842(%y1841 : i32), ^b1842(%x1841 : i32)
^b1842(%x1842: i32):
  %c1842 = arith.constant 1 : i32
  %y1842 = arith.muli %x1842, %c1842 : i32
  cf.cond_br %c, ^b1843(%y1842 : i32), ^b1843(%x1842 : i32)
^b1843(%x1843: i32):
  %c1843 = arith.constant 2 : i32
  %y1843 = arith.muli %x1843, %c1843 : i32
  cf.cond_br %c, ^b1844(%y1843 : i32), ^b1844(%x1843 : i32)
^b1844(%x1844: i32):
  %c1844 = arith.constant 3 : i32
  %y1844 = arith.muli %x1844, %c1844 : i32
  cf.cond_br %c, ^b1845(%y1844 : i32), ^b1845(%x1844 : i32)
^b1845(%x1845: i32):
  %c1845 = arith.constant 4 : i32
  %y1845 = arith.muli %x1845, %c1845 : i32
  cf.cond_br %c, ^b1846(%y1845 : i32), ^b1846(%x1845 : i32)
^b1846(%x1846: i32):
  %c1846 = arith.constant 5 : i32
  %y1846 = arith.muli %x1846, %c1846 : i32
  cf.cond_br %c, ^b1847(%y1846 : i32), ^b1847(%x1846 : i32)
^b1847(%x1847: i32):
  %c1847 = arith.constant 6 : i32
  %y1847 = arith.muli %x1847, %c1847 : i32
  cf.cond_br %c, ^b1848(%y1847 : i32), ^b1848(%x1847 : i32)
^b1848(%x1848: i32):
  %c1848 = arith.constant 0 : i32
  %y1848 = arith.muli %x1848, %c1848 : i32
  cf.cond_br %c, ^b1849(%y1848 : i32), ^b1849(%x1848 : i32)
^b1849(%x1849: i32):
  %c1849 = arith.constant 1 : i32
  %y1849 = arith.muli %x1849, %c1849 : i32
  cf.cond_br %c, ^b1850(%y1849 : i32), ^b1850(%x1849 : i32)
^b1850(%x1850: i32):
  %c1850 = arith.constant 2 : i32
  %y1850 = arith.muli %x1850, %c1850 : i32
  cf.cond_br %c, ^b1851(%y1850 : i32), ^b1851(%x1850 : i32)
^b1851(%x1851: i32):
  %c1851 = arith.constant 3 : i32
  %y1851 = arith.muli %x1851, %c1851 : i32
  cf.cond_br %c, ^b1852(%y1851 : i32), ^b1852(%x1851 : i32)
^b1852(%x1852: i32):
  %c1852 = arith.constant 4 : i32
  %y1852 = arith.muli %x1852, %c1852 : i32
  cf.cond_br %c, ^b1853(%y1852 : i32), ^b1853(%x1852 : i32)
^b1853(%x1853: i32):
  %c1853 = arith.constant 5 : i32
  %y1853 = arith.muli %x1853, %c1853 : i32
  cf.cond_br %c, ^b1854(%y1853 : i32), ^b1854(%x1853 : i32)
^b1854(%x1854: i32):
  %c1854 = arith.constant 6 : i32
  %y1854 = arith.muli %x1854, %c1854 : i32
  cf.cond_br %c, ^b1855(%y1854 : i32), ^b1855(%x1854 : i32)
^b1855(%x1855: i32):
  %c1855 = arith.constant 0 : i32
  %y1855 = arith.muli %x1855, %c1855 : i32
  cf.cond_br %c, ^b1856(%y1855 : i32), ^b1856(%x1855 : i32)
^b1856(%x1856: i32):
  %c1856 = arith.constant 1 : i32
  %y1856 = arith.muli %x1856, %c1856 : i32
  cf.cond_br %c, ^b1857(%y1856 : i32), ^b1857(%x1856 : i32)
^b1857(%x1857: i32):
  %c1857 = arith.constant 2 : i32
  %y1857 = arith.muli %x1857, %c1857 : i32
  cf.cond_br %c, ^b1858(%y1857 : i32), ^b1858(%x1857 : i32)
^b1858(%x1858: i32):
  %c1858 = arith.constant 3 : i32
  %y1858 = arith.muli %x1858, %c1858 : i32
  cf.cond_br %c, ^b1859(%y1858 : i32), ^b1859(%x1858 : i32)
^b1859(%x1859: i32):
  %c1859 = arith.constant 4 : i32
  %y1859 = arith.muli %x1859, %c1859 : i32
  cf.cond_br %c, ^b1860(%y1859 : i32), ^b1860(%x1859 : i32)
^b1860(%x1860: i32):
  %c1860 = arith.constant 5 : i32
  %y1860 = arith.muli %x1860, %c1860 : i32
  cf.cond_br %c, ^b1861(%y1860 : i32), ^b1861(%x1860 : i32)
^b1861(%x1861: i32):
  %c1861 = arith.constant 6 : i32
  %y1861 = arith.muli %x1861, %c1861 : i32
  cf.cond_br %c, ^b1862(%y1861 : i32), ^b1862(%x1861 : i32)
^b1862(%x1862: i32):
  %c1862 = arith.constant 0 : i32
  %y1862 = arith.muli %x1862, %c1862 : i32
  cf.cond_br %c, ^b1863(%y1862 : i32), ^b1863(%x1862 : i32)
^b1863(%x1863: i32):
  %c1863 = arith.constant 1 : i32
  %y1863 = arith.muli %x1863, %c1863 : i32
  cf.cond_br %c, ^b1864(%y1863 : i32), ^b1864(%x1863 : i32)
^b1864(%x1864: i32):
  %c1864 = arith.constant 2 : i32
  %y1864 = arith.muli %x1864, %c1864 : i32
  cf.cond_br %c, ^b1865(%y1864 : i32), ^b1865(%x1864 : i32)
^b1865(%x1865: i32):
  %c1865 = arith.constant 3 : i32
  %y1865 = arith.muli %x1865, %c1865 : i32
  cf.cond_br %c, ^b1866(%y1865 : i32), ^b1866(%x1865 : i32)
^b1866(%x1866: i32):
  %c1866 = arith.constant 4 : i32
  %y1866 = arith.muli %x1866, %c1866 : i32
  cf.cond_br %c, ^b1867(%y1866 : i32), ^b1867(%x1866 : i32)
^b1867(%x1867: i32):
  %c1867 = arith.constant 5 : i32
  %y1867 = arith.muli %x1867, %c1867 : i32
  cf.cond_br %c, ^b1868(%y1867 : i32), ^b1868(%x1867 : i32)
^b1868(%x1868: i32):
  %c1868 = arith.constant 6 : i32
  %y1868 = arith.muli %x1868, %c1868 : i32
  cf.cond_br %c, ^b1869(%y1868 : i32), ^b1869(%x1868 : i32)
^b1869(%x1869: i32):
  %c1869 = arith.constant 0 : i32
  %y1869 = arith.muli %x1869, %c1869 : i32
  cf.cond_br %c, ^b1870(%y1869 : i32), ^b1870(%x1869 : i32)
^b1870(%x1870: i32):
  %c1870 = arith.constant 1 : i32
  %y1870 = arith.muli %x1870, %c1870 : i32
  cf.cond_br %c, ^b1871(%y1870 : i32), ^b1871(%x1870 : i32)
^b1871(%x1871: i32):
  %c1871 = arith.constant 2 : i32
  %y1871 = arith.muli %x1871, %c1871 : i32
  cf.cond_br %c, ^b1872(%y1871 : i32), ^b1872(%x1871 : i32)
^b1872(%x1872: i32):
  %c1872 = arith.constant 3 : i32
  %y1872 = arith.muli %x1872, %c1872 : i32
  cf.cond_br %c, ^b1873(%y1872 : i32), ^b1873(%x1872 : i32)
^b1873(%x1873: i32):
  %c1873 = arith.constant 4 : i32
  %y1873 = arith.muli %x1873, %c1873 : i32
  cf.cond_br %c, ^b1874(%y1873 : i32), ^b1874(%x1873 : i32)
^b1874(%x1874: i32):
  %c1874 = arith.constant 5 : i32
  %y1874 = arith.muli %x1874, %c1874 : i32
  cf.cond_br %c, ^b1875(%y1874 : i32), ^b1875(%x1874 : i32)
^b1875(%x1875: i32):
  %c1875 = arith.constant 6 : i32
  %y1875 = arith.muli %x1875, %c1875 : i32
  cf.cond_br %c, ^b1876(%y1875 : i32), ^b1876(%x1875 : i32)
^b1876(%x1876: i32):
  %c1876 = arith.constant 0 : i32
  %y1876 = arith.muli %x1876, %c1876 : i32
  cf.cond_br %c, ^b1877(%y1876 : i32), ^b1877(%x1876 : i32)
^b1877(%x1877: i32):
  %c1877 = arith.constant 1 : i32
  %y1877 = arith.muli %x1877, %c1877 : i32
  cf.cond_br %c, ^b1878(%y1877 : i32), ^b1878(%x1877 : i32)
^b1878(%x1878: i32):
  %c1878 = arith.constant 2 : i32
  %y1878 = arith.muli %x1878, %c1878 : i32
  cf.cond_br %c, ^b1879(%y1878 : i32), ^b1879(%x1878 : i32)
^b1879(%x1879: i32):
  %c1879 = arith.constant 3 : i32
  %y1879 = arith.muli %x1879, %c1879 : i32
  cf.cond_br %c, ^b1880(%y1879 : i32), ^b1880(%x1879 : i32)
^b1880(%x1880: i32):
  %c1880 = arith.constant 4 : i32
  %y1880 = arith.muli %x1880, %c1880 : i32
  cf.cond_br %c, ^b1881(%y1880 : i32), ^b1881(%x1880 : i32)
^b1881(%x1881: i32):
  %c1881 = arith.constant 5 : i32
  %y1881 = arith.muli %x1881, %c1881 : i32
  cf.cond_br %c, ^b1882(%y1881 : i32), ^b1882(%x1881 : i32)
^b1882(%x1882: i32):
  %c1882 = arith.constant 6 : i32
  %y1882 = arith.muli %x1882, %c1882 : i32
  cf.cond_br %c, ^b1883(%y1882 : i32), ^b1883(%x1882 : i32)
^b1883(%x1883: i32):
  %c1883 = arith.constant 0 : i32
  %y1883 = arith.muli %x1883, %c1883 : i32
  cf.cond_br %c, ^b1884(%y1883 : i32), ^b1884(%x1883 : i32)
^b1884(%x1884: i32):
  %c1884 = arith.constant 1 : i32
  %y1884 = arith.muli %x1884, %c1884 : i32
  cf.cond_br %c, ^b1885(%y1884 : i32), ^b1885(%x1884 : i32)
^b1885(%x1885: i32):
  %c1885 = arith.constant 2 : i32
  %y1885 = arith.muli %x1885, %c1885 : i32
  cf.cond_br %c, ^b1886(%y1885 : i32), ^b1886(%x1885 : i32)
^b1886(%x1886: i32):
  %c1886 = arith.constant 3 : i32
  %y1886 = arith.muli %x1886, %c1886 : i32
  cf.cond_br %c, ^b1887(%y1886 : i32), ^b1887(%x1886 : i32)
^b1887(%x1887: i32):
  %c1887 = arith.constant 4 : i32
  %y1887 = arith.muli %x1887, %c1887 : i32
  cf.cond_br %c, ^b1888(%y1887 : i32), ^b1888(%x1887 : i32)
^b1888(%x1888: i32):
  %c1888 = arith.constant 5 : i32
  %y1888 = arith.muli %x1888, %c1888 : i32
  cf.cond_br %c, ^b1889(%y1888 : i32), ^b1889(%x1888 : i32)
^b1889(%x1889: i32):
  %c1889 = arith.constant 6 : i32
  %y1889 = arith.muli %x1889, %c1889 : i32
  cf.cond_br %c, ^b1890(%y1889 : i32), ^b1890(%x1889 : i32)
^b1890(%x1890: i32):
  %c1890 = arith.constant 0 : i32
  %y1890 = arith.muli %x1890, %c1890 : i32
  cf.cond_br %c, ^b1891(%y1890 : i32), ^b1891(%x1890 : i32)
^b1891(%x1891: i32):
  %c1891 = arith.constant 1 : i32
  %y1891 = arith.muli %x1891, %c1891 : i32
  cf.cond_br %c, ^b1892(%y1891 : i32), ^b1892(%x1891 : i32)
^b1892(%x1892: i32):
  %c1892 = arith.constant 2 : i32
  %y1892 = arith.muli %x1892, %c1892 : i32
  cf.cond_br %c, ^b1893(%y1892 : i32), ^b1893(%x1892 : i32)
^b1893(%x1893: i32):
  %c1893 = arith.constant 3 : i32
  %y1893 = arith.muli %x1893, %c1893 : i32
  cf.cond_br %c, ^b1894(%y1893 : i32), ^b1894(%x1893 : i32)
^b1894(%x1894: i32):
  %c1894 = arith.constant 4 : i32
  %y1894 = arith.muli %x1894, %c1894 : i32
  cf.cond_br %c, ^b1895(%y1894 : i32), ^b1895(%x1894 : i32)
^b1895(%x1895: i32):
  %c1895 = arith.constant 5 : i32
  %y1895 = arith.muli %x1895, %c1895 : i32
  cf.cond_br %c, ^b1896(%y1895 : i32), ^b1896(%x1895 : i32)
^b1896(%x1896: i32):
  %c1896 = arith.constant 6 : i32
  %y1896 = arith.muli %x1896, %c1896 : i32
  cf.cond_br %c, ^b1897(%y1896 : i32), ^b1897(%x1896 : i32)
^b1897(%x1897: i32):
  %c1897 = arith.constant 0 : i32
  %y1897 = arith.muli %x1897, %c1897 : i32
  cf.cond_br %c, ^b1898(%y1897 : i32), ^b1898(%x1897 : i32)
^b1898(%x1898: i32):
  %c1898 = arith.constant 1 : i32
  %y1898 = arith.muli %x1898, %c1898 : i32
  cf.cond_br %c, ^b1899(%y1898 : i32), ^b1899(%x1898 : i32)
^b1899(%x1899: i32):
  %c1899 = arith.constant 2 : i32
  %y1899 = arith.muli %x1899, %c1899 : i32
  cf.cond_br %c, ^b1900(%y1899 : i32), ^b1900(%x1899 : i32)
^b1900(%x1900: i32):
  %c1900 = arith.constant 3 : i32
  %y1900 = arith.muli %x1900, %c1900 : i32
  cf.cond_br %c, ^b1901(%y1900 : i32), ^b1901(%x1900 : i32)
^b1901(%x1901: i32):
  %c1901 = arith.constant 4 : i32
  %y1901 = arith.muli %x1901, %c1901 : i32
  cf.cond_br %c, ^b1902(%y1901 : i32), ^b1902(%x1901 : i32)
^b1902(%x1902: i32):
  %c1902 = arith.constant 5 : i32
  %y1902 = arith.muli %x1902, %c1902 : i32
  cf.cond_br %c, ^b1903(%y1902 : i32), ^b1903(%x1902 : i32)
^b1903(%x1903: i32):
  %c1903 = arith.constant 6 : i32
  %y1903 = arith.muli %x1903, %c1903 : i32
  cf.cond_br %c, ^b1904(%y1903 : i32), ^b1904(%x1903 : i32)
^b1904(%x1904: i32):
  %c1904 = arith.constant 0 : i32
  %y1904 = arith.muli %x1904, %c1904 : i32
  cf.cond_br %c, ^b1905(%y1904 : i32), ^b1905(%x1904 : i32)
^b1905(%x1905: i32):
  %c1905 = arith.constant 1 : i32
  %y1905 = arith.muli %x1905, %c1905 : i32
  cf.cond_br %c, ^b1906(%y1905 : i32), ^b1906(%x1905 : i32)
^b1906(%x1906: i32):
  %c1906 = arith.constant 2 : i32
  %y1906 = arith.muli %x1906, %c1906 : i32
  cf.cond_br %c, ^b1907(%y1906 : i32), ^b1907(%x1906 : i32)
^b1907(%x1907: i32):
  %c1907 = arith.constant 3 : i32
  %y1907 = arith.muli %x1907, %c1907 : i32
  cf.cond_br %c, ^b1908(%y1907 : i32), ^b1908(%x1907 : i32)
^b1908(%x1908: i32):
  %c1908 = arith.constant 4 : i32
  %y1908 = arith.muli %x1908, %c1908 : i32
  cf.cond_br %c, ^b1909(%y1908 : i32), ^b1909(%x1908 : i32)
^b1909(%x1909: i32):
  %c1909 = arith.constant 5 : i32
  %y1909 = arith.muli %x1909, %c1909 : i32
  cf.cond_br %c, ^b1910(%y1909 : i32), ^b1910(%x1909 : i32)
^b1910(%x1910: i32):
  %c1910 = arith.constant 6 : i32
  %y1910 = arith.muli %x1910, %c1910 : i32
  cf.cond_br %c, ^b1911(%y1910 : i32), ^b1911(%x1910 : i32)
^b1911(%x1911: i32):
  %c1911 = arith.constant 0 : i32
  %y1911 = arith.muli %x1911, %c1911 : i32
  cf.cond_br %c, ^b1912(%y1911 : i32), ^b1912(%x1911 : i32)
^b1912(%x1912: i32):
  %c1912 = arith.constant 1 : i32
  %y1912 = arith.muli %x1912, %c1912 : i32
  cf.cond_br %c, ^b1913(%y1912 : i32), ^b1913(%x1912 : i32)
^b1913(%x1913: i32):
  %c1913 = arith.constant 2 : i32
  %y1913 = arith.muli %x1913, %c1913 : i32
  cf.cond_br %c, ^b1914(%y1913 : i32), ^b1914(%x1913 : i32)
^b1914(%x1914: i32):
  %c1914 = arith.constant 3 : i32
  %y1914 = arith.muli %x1914, %c1914 : i32
  cf.cond_br %c, ^b1915(%y1914 : i32), ^b1915(%x1914 : i32)
^b1915(%x1915: i32):
  %c1915 = arith.constant 4 : i32
  %y1915 = arith.muli %x1915, %c1915 : i32
  cf.cond_br %c, ^b1916(%y1915 : i32), ^b1916(%x1915 : i32)
^b1916(%x1916: i32):
  %c1916 = arith.constant 5 : i32
  %y1916 = arith.muli %x1916, %c1916 : i32
  cf.cond_br %c, ^b1917(%y1916 : i32), ^b1917(%x1916 : i32)
^b1917(%x1917: i32):
  %c1917 = arith.constant 6 : i32
  %y1917 = arith.muli %x1917, %c1917 : i32
  cf.cond_br %c, ^b1918(%y1917 : i32), ^b1918(%x1917 : i32)
^b1918(%x1918: i32):
  %c1918 = arith.constant 0 : i32
  %y1918 = arith.muli %x1918, %c1918 : i32
  cf.cond_br %c, ^b1919(%y1918 : i32), ^b1919(%x1918 : i32)
^b1919(%x1919: i32):
  %c1919 = arith.constant 1 : i32
  %y1919 = arith.muli %x1919, %c1919 : i32
  cf.cond_br %c, ^b1920(%y1919 : i32), ^b1920(%x1919 : i32)
^b1920(%x1920: i32):
  %c1920 = arith.constant 2 : i32
  %y1920 = arith.muli %x1920, %c1920 : i32
  cf.cond_br %c, ^b1921(%y1920 : i32), ^b1921(%x1920 : i32)
^b1921(%x1921: i32):
  %c1921 = arith.constant 3 : i32
  %y1921 = arith.muli %x1921, %c1921 : i32
  cf.cond_br %c, ^b1922(%y1921 : i32), ^b1922(%x1921 : i32)
^b1922(%x1922: i32):
  %c1922 = arith.constant 4 : i32
  %y1922 = arith.muli %x1922, %c1922 : i32
  cf.cond_br %c, ^b1923(%y1922 : i32), ^b1923(%x1922 : i32)
^b1923(%x1923: i32):
  %c1923 = arith.constant 5 : i32
  %y1923 = arith.muli %x1923, %c1923 : i32
  cf.cond_br %c, ^b1924(%y1923 : i32), ^b1924(%x1923 : i32)
^b1924(%x1924: i32):
  %c1924 = arith.constant 6 : i32
  %y1924 = arith.muli %x1924, %c1924 : i32
  cf.cond_br %c, ^b1925(%y1924 : i32), ^b1925(%x1924 : i32)
^b1925(%x1925: i32):
  %c1925 = arith.constant 0 : i32
  %y1925 = arith.muli %x1925, %c1925 : i32
  cf.cond_br %c, ^b1926(%y1925 : i32), ^b1926(%x1925 : i32)
^b1926(%x1926: i32):
  %c1926 = arith.constant 1 : i32
  %y1926 = arith.muli %x1926, %c1926 : i32
  cf.cond_br %c, ^b1927(%y1926 : i32), ^b1927(%x1926 : i32)
^b1927(%x1927: i32):
  %c1927 = arith.constant 2 : i32
  %y1927 = arith.muli %x1927, %c1927 : i32
  cf.cond_br %c, ^b1928(%y1927 : i32), ^b1928(%x1927 : i32)
^b1928(%x1928: i32):
  %c1928 = arith.constant 3 : i32
  %y1928 = arith.muli %x1928, %c1928 : i32
  cf.cond_br %c, ^b1929(%y1928 : i32), ^b1929(%x1928 : i32)
^b1929(%x1929: i32):
  %c1929 = arith.constant 4 : i32
  %y1929 = arith.muli %x1929, %c1929 : i32
  cf.cond_br %c, ^b1930(%y1929 : i32), ^b1930(%x1929 : i32)
^b1930(%x1930: i32):
  %c1930 = arith.constant 5 : i32
  %y1930 = arith.muli %x1930, %c1930 : i32
  cf.cond_br %c, ^b1931(%y1930 : i32), ^b1931(%x1930 : i32)
^b1931(%x1931: i32):
  %c1931 = arith.constant 6 : i32
  %y1931 = arith.muli %x1931, %c1931 : i32
  cf.cond_br %c, ^b1932(%y1931 : i32), ^b1932(%x1931 : i32)
^b1932(%x1932: i32):
  %c1932 = arith.constant 0 : i32
  %y1932 = arith.muli %x1932, %c1932 : i32
  cf.cond_br %c, ^b1933(%y1932 : i32), ^b1933(%x1932 : i32)
^b1933(%x1933: i32):
  %c1933 = arith.constant 1 : i32
  %y1933 = arith.muli %x1933, %c1933 : i32
  cf.cond_br %c, ^b1934(%y1933 : i32), ^b1934(%x1933 : i32)
^b1934(%x1934: i32):
  %c1934 = arith.constant 2 : i32
  %y1934 = arith.muli %x1934, %c1934 : i32
  cf.cond_br %c, ^b1935(%y1934 : i32), ^b1935(%x1934 : i32)
^b1935(%x1935: i32):
  %c1935 = arith.constant 3 : i32
  %y1935 = arith.muli %x1935, %c1935 : i32
  cf.cond_br %c, ^b1936(%y1935 : i32), ^b1936(%x1935 : i32)
^b1936(%x1936: i32):
  %c1936 = arith.constant 4 : i32
  %y1936 = arith.muli %x1936, %c1936 : i32
  cf.cond_br %c, ^b1937(%y1936 : i32), ^b1937(%x1936 : i32)
^b1937(%x1937: i32):
  %c1937 = arith.constant 5 : i32
  %y1937 = arith.muli %x1937, %c1937 : i32
  cf.cond_br %c, ^b1938(%y1937 : i32), ^b1938(%x1937 : i32)
^b1938(%x1938: i32):
  %c1938 = arith.constant 6 : i32
  %y1938 = arith.muli %x1938, %c1938 : i32
  cf.cond_br %c, ^b1939(%y1938 : i32), ^b1939(%x1938 : i32)
^b1939(%x1939: i32):
  %c1939 = arith.constant 0 : i32
  %y1939 = arith.muli %x1939, %c1939 : i32
  cf.cond_br %c, ^b1940(%y1939 : i32), ^b1940(%x1939 : i32)
^b1940(%x1940: i32):
  %c1940 = arith.constant 1 : i32
  %y1940 = arith.muli %x1940, %c1940 : i32
  cf.cond_br %c, ^b1941(%y1940 : i32), ^b1941(%x1940 : i32)
^b1941(%x1941: i32):
  %c1941 = arith.constant 2 : i32
  %y1941 = arith.muli %x1941, %c1941 : i32
  cf.cond_br %c, ^b1942(%y1941 : i32), ^b1942(%x1941 : i32)
^b1942(%x1942: i32):
  %c1942 = arith.constant 3 : i32
  %y1942 = arith.muli %x1942, %c1942 : i32
  cf.cond_br %c, ^b1943(%y1942 : i32), ^b1943(%x1942 : i32)
^b1943(%x1943: i32):
  %c1943 = arith.constant 4 : i32
  %y1943 = arith.muli %x1943, %c1943 : i32
  cf.cond_br %c, ^b1944(%y1943 : i32), ^b1944(%x1943 : i32)
^b1944(%x1944: i32):
  %c1944 = arith.constant 5 : i32
  %y1944 = arith.muli %x1944, %c1944 : i32
  cf.cond_br %c, ^b1945(%y1944 : i32), ^b1945(%x1944 : i32)
^b1945(%x1945: i32):
  %c1945 = arith.constant 6 : i32
  %y1945 = arith.muli %x1945, %c1945 : i32
  cf.cond_br %c, ^b1946(%y1945 : i32), ^b1946(%x1945 : i32)
^b1946(%x1946: i32):
  %c1946 = arith.constant 0 : i32
  %y1946 = arith.muli %x1946, %c1946 : i32
  cf.cond_br %c, ^b1947(%y1946 : i32), ^b1947(%x1946 : i32)
^b1947(%x1947: i32):
  %c1947 = arith.constant 1 : i32
  %y1947 = arith.muli %x1947, %c1947 : i32
  cf.cond_br %c, ^b1948(%y1947 : i32), ^b1948(%x1947 : i32)
^b1948(%x1948: i32):
  %c1948 = arith.constant 2 : i32
  %y1948 = arith.muli %x1948, %c1948 : i32
  cf.cond_br %c, ^b1949(%y1948 : i32), ^b1949(%x1948 : i32)
^b1949(%x1949: i32):
  %c1949 = arith.constant 3 : i32
  %y1949 = arith.muli %x1949, %c1949 : i32
  cf.cond_br %c, ^b1950(%y1949 : i32), ^b1950(%x1949 : i32)
^b1950(%x1950: i32):
  %c1950 = arith.constant 4 : i32
  %y1950 = arith.muli %x1950, %c1950 : i32
  cf.cond_br %c, ^b1951(%y1950 : i32), ^b1951(%x1950 : i32)
^b1951(%x1951: i32):
  %c1951 = arith.constant 5 : i32
  %y1951 = arith.muli %x1951, %c1951 : i32
  cf.cond_br %c, ^b1952(%y1951 : i32), ^b1952(%x1951 : i32)
^b1952(%x1952: i32):
  %c1952 = arith.constant 6 : i32
  %y1952 = arith.muli %x1952, %c1952 : i32
  cf.cond_br %c, ^b1953(%y1952 : i32), ^b1953(%x1952 : i32)
^b1953(%x1953: i32):
  %c1953 = arith.constant 0 : i32
  %y1953 = arith.muli %x1953, %c1953 : i32
  cf.cond_br %c, ^b1954(%y1953 : i32), ^b1954(%x1953 : i32)
^b1954(%x1954: i32):
  %c1954 = arith.constant 1 : i32
  %y1954 = arith.muli %x1954, %c1954 : i32
  cf.cond_br %c, ^b1955(%y1954 : i32), ^b1955(%x1954 : i32)
^b1955(%x1955: i32):
  %c1955 = arith.constant 2 : i32
  %y1955 = arith.muli %x1955, %c1955 : i32
  cf.cond_br %c, ^b1956(%y1955 : i32), ^b1956(%x1955 : i32)
^b1956(%x1956: i32):
  %c1956 = arith.constant 3 : i32
  %y1956 = arith.muli %x1956, %c1956 : i32
  cf.cond_br %c, ^b1957(%y1956 : i32), ^b1957(%x1956 : i32)
^b1957(%x1957: i32):
  %c1957 = arith.constant 4 : i32
  %y1957 = arith.muli %x1957, %c1957 : i32
  cf.cond_br %c, ^b1958(%y1957 : i32), ^b1958(%x1957 : i32)
^b1958(%x1958: i32):
  %c1958 = arith.constant 5 : i32
  %y1958 = arith.muli %x1958, %c1958 : i32
  cf.cond_br %c, ^b1959(%y1958 : i32), ^b1959(%x1958 : i32)
^b1959(%x1959: i32):
  %c1959 = arith.constant 6 : i32
  %y1959 = arith.muli %x1959, %c1959 : i32
  cf.cond_br %c, ^b1960(%y1959 : i32), ^b1960(%x1959 : i32)
^b1960(%x1960: i32):
  %c1960 = arith.constant 0 : i32
  %y1960 = arith.muli %x1960, %c1960 : i32
  cf.cond_br %c, ^b1961(%y1960 : i32), ^b1961(%x1960 : i32)
^b1961(%x1961: i32):
  %c1961 = arith.constant 1 : i32
  %y1961 = arith.muli %x1961, %c1961 : i32
  cf.cond_br %c, ^b1962(%y1961 : i32), ^b1962(%x1961 : i32)
^b1962(%x1962: i32):
  %c1962 = arith.constant 2 : i32
  %y1962 = arith.muli %x1962, %c1962 : i32
  cf.cond_br %c, ^b1963(%y1962 : i32), ^b1963(%x1962 : i32)
^b1963(%x1963: i32):
  %c1963 = arith.constant 3 : i32
  %y1963 = arith.muli %x1963, %c1963 : i32
  cf.cond_br %c, ^b1964(%y1963 : i32), ^b1964(%x1963 : i32)
^b1964(%x1964: i32):
  %c1964 = arith.constant 4 : i32
  %y1964 = arith.muli %x1964, %c1964 : i32
  cf.cond_br %c, ^b1965(%y1964 : i32), ^b1965(%x1964 : i32)
^b1965(%x1965: i32):
  %c1965 = arith.constant 5 : i32
  %y1965 = arith.muli %x1965, %c1965 : i32
  cf.cond_br %c, ^b1966(%y1965 : i32), ^b1966(%x1965 : i32)
^b1966(%x1966: i32):
  %c1966 = arith.constant 6 : i32
  %y1966 = arith.muli %x1966, %c1966 : i32
  cf.cond_br %c, ^b1967(%y1966 : i32), ^b1967(%x1966 : i32)
^b1967(%x1967: i32):
  %c1967 = arith.constant 0 : i32
  %y1967 = arith.muli %x1967, %c1967 : i32
  cf.cond_br %c, ^b1968(%y1967 : i32), ^b1968(%x1967 : i32)
^b1968(%x1968: i32):
  %c1968 = arith.constant 1 : i32
  %y1968 = arith.muli %x1968, %c1968 : i32
  cf.cond_br %c, ^b1969(%y1968 : i32), ^b1969(%x1968 : i32)
^b1969(%x1969: i32):
  %c1969 = arith.constant 2 : i32
  %y1969 = arith.muli %x1969, %c1969 : i32
  cf.cond_br %c, ^b1970(%y1969 : i32), ^b1970(%x1969 : i32)
^b1970(%x1970: i32):
  %c1970 = arith.constant 3 : i32
  %y1970 = arith.muli %x1970, %c1970 : i32
  cf.cond_br %c, ^b1971(%y1970 : i32), ^b1971(%x1970 : i32)
^b1971(%x1971: i32):
  %c1971 = arith.constant 4 : i32
  %y1971 = arith.muli %x1971, %c1971 : i32
  cf.cond_br %c, ^b1972(%y1971 : i32), ^b1972(%x1971 : i32)
^b1972(%x1972: i32):
  %c1972 = arith.constant 5 : i32
  %y1972 = arith.muli %x1972, %c1972 : i32
  cf.cond_br %c, ^b1973(%y1972 : i32), ^b1973(%x1972 : i32)
^b1973(%x1973: i32):
  %c1973 = arith.constant 6 : i32
  %y1973 = arith.muli %x1973, %c1973 : i32
  cf.cond_br %c, ^b1974(%y1973 : i32), ^b1974(%x1973 : i32)
^b1974(%x1974: i32):
  %c1974 = arith.constant 0 : i32
  %y1974 = arith.muli %x1974, %c1974 : i32
  cf.cond_br %c, ^b1975(%y1974 : i32), ^b1975(%x1974 : i32)
^b1975(%x1975: i32):
  %c1975 = arith.constant 1 : i32
  %y1975 = arith.muli %x1975, %c1975 : i32
  cf.cond_br %c, ^b1976(%y1975 : i32), ^b1976(%x1975 : i32)
^b1976(%x1976: i32):
  %c1976 = arith.constant 2 : i32
  %y1976 = arith.muli %x1976, %c1976 : i32
  cf.cond_br %c, ^b1977(%y1976 : i32), ^b1977(%x1976 : i32)
^b1977(%x1977: i32):
  %c1977 = arith.constant 3 : i32
  %y1977 = arith.muli %x1977, %c1977 : i32
  cf.cond_br %c, ^b1978(%y1977 : i32), ^b1978(%x1977 : i32)
^b1978(%x1978: i32):
  %c1978 = arith.constant 4 : i32
  %y1978 = arith.muli %x1978, %c1978 : i32
  cf.cond_br %c, ^b1979(%y1978 : i32), ^b1979(%x1978 : i32)
^b1979(%x1979: i32):
  %c1979 = arith.constant 5 : i32
  %y1979 = arith.muli %x1979, %c1979 : i32
  cf.cond_br %c, ^b1980(%y1979 : i32), ^b1980(%x1979 : i32)
^b1980(%x1980: i32):
  %c1980 = arith.constant 6 : i32
  %y1980 = arith.muli %x1980, %c1980 : i32
  cf.cond_br %c, ^b1981(%y1980 : i32), ^b1981(%x1980 : i32)
^b1981(%x1981: i32):
  %c1981 = arith.constant 0 : i32
  %y1981 = arith.muli %x1981, %c1981 : i32
  cf.cond_br %c, ^b1982(%y1981 : i32), ^b1982(%x1981 : i32)
^b1982(%x1982: i32):
  %c1982 = arith.constant 1 : i32
  %y1982 = arith.muli %x1982, %c1982 : i32
  cf.cond_br %c, ^b1983(%y1982 : i32), ^b1983(%x1982 : i32)
^b1983(%x1983: i32):
  %c1983 = arith.constant 2 : i32
  %y1983 = arith.muli %x1983, %c1983 : i32
  cf.cond_br %c, ^b1984(%y1983 : i32), ^b1984(%x1983 : i32)
^b1984(%x1984: i32):
  %c1984 = arith.constant 3 : i32
  %y1984 = arith.muli %x1984, %c1984 : i32
  cf.cond_br %c, ^b1985(%y1984 : i32), ^b1985(%x1984 : i32)
^b1985(%x1985: i32):
  %c1985 = arith.constant 4 : i32
  %y1985 = arith.muli %x1985, %c1985 : i32
  cf.cond_br %c, ^b1986(%y1985 : i32), ^b1986(%x1985 : i32)
^b1986(%x1986: i32):
  %c1986 = arith.constant 5 : i32
  %y1986 = arith.muli %x1986, %c1986 : i32
  cf.cond_br %c, ^b1987(%y1986 : i32), ^b1987(%x1986 : i32)
^b1987(%x1987: i32):
  %c1987 = arith.constant 6 : i32
  %y1987 = arith.muli %x1987, %c1987 : i32
  cf.cond_br %c, ^b1988(%y1987 : i32), ^b1988(%x1987 : i32)
^b1988(%x1988: i32):
  %c1988 = arith.constant 0 : i32
  %y1988 = arith.muli %x1988, %c1988 : i32
  cf.cond_br %c, ^b1989(%y1988 : i32), ^b1989(%x1988 : i32)
^b1989(%x1989: i32):
  %c1989 = arith.constant 1 : i32
  %y1989 = arith.muli %x1989, %c1989 : i32
  cf.cond_br %c, ^b1990(%y1989 : i32), ^b1990(%x1989 : i32)
^b1990(%x1990: i32):
  %c1990 = arith.constant 2 : i32
  %y1990 = arith.muli %x1990, %c1990 : i32
  cf.cond_br %c, ^b1991(%y1990 : i32), ^b1991(%x1990 : i32)
^b1991(%x1991: i32):
  %c1991 = arith.constant 3 : i32
  %y1991 = arith.muli %x1991, %c1991 : i32
  cf.cond_br %c, ^b1992(%y1991 : i32), ^b1992(%x1991 : i32)
^b1992(%x1992: i32):
  %c1992 = arith.constant 4 : i32
  %y1992 = arith.muli %x1992, %c1992 : i32
  cf.cond_br %c, ^b1993(%y1992 : i32), ^b1993(%x1992 : i32)
^b1993(%x1993: i32):
  %c1993 = arith.constant 5 : i32
  %y1993 = arith.muli %x1993, %c1993 : i32
  cf.cond_br %c, ^b1994(%y1993 : i32), ^b1994(%x1993 : i32)
^b1994(%x1994: i32):
  %c1994 = arith.constant 6 : i32
  %y1994 = arith.muli %x1994, %c1994 : i32
  cf.cond_br %c, ^b1995(%y1994 : i32), ^b1995(%x1994 : i32)
^b1995(%x1995: i32):
  %c1995 = arith.constant 0 : i32
  %y1995 = arith.muli %x1995, %c1995 : i32
  cf.cond_br %c, ^b1996(%y1995 : i32), ^b1996(%x1995 : i32)
^b1996(%x1996: i32):
  %c1996 = arith.constant 1 : i32
  %y1996 = arith.muli %x1996, %c1996 : i32
  cf.cond_br %c, ^b1997(%y1996 : i32), ^b1997(%x1996 : i32)
^b1997(%x1997: i32):
  %c1997 = arith.constant 2 : i32
  %y1997 = arith.muli %x1997, %c1997 : i32
  cf.cond_br %c, ^b1998(%y1997 : i32), ^b1998(%x1997 : i32)
^b1998(%x1998: i32):
  %c1998 = arith.constant 3 : i32
  %y1998 = arith.muli %x1998, %c1998 : i32
  cf.cond_br %c, ^b1999(%y1998 : i32), ^b1999(%x1998 : i32)
^b1999(%x1999: i32):
  %c1999 = arith.constant 4 : i32
  %y1999 = arith.muli %x1999, %c1999 : i32
  cf.cond_br %c, ^b2000(%y1999 : i32), ^b2000(%x1999 : i32)
^b2000(%r: i32):
  return %r : i32
}
