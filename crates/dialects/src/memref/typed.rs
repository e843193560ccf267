//! Typed handles of common memref ops (see `rmlir_ods::typed`).

use super::access::{COPY, LOAD, STORE};
use super::alloc::{ALLOC, ALLOCA, DEALLOC};
use super::views::{CAST, DIM};
use rmlir_ods::typed_op;

typed_op! {
    /// `memref.alloc`.
    pub struct AllocOp = ALLOC;
    operands { dynamicSizes: *, symbolOperands: * }
    results { memref }
    attrs { alignment => alignment, set_alignment }
}

typed_op! {
    /// `memref.alloca`.
    pub struct AllocaOp = ALLOCA;
    operands { dynamicSizes: *, symbolOperands: * }
    results { memref }
    attrs { alignment => alignment, set_alignment }
}

typed_op! {
    /// `memref.dealloc`.
    pub struct DeallocOp = DEALLOC;
    operands { memref }
    results {}
    attrs {}
}

typed_op! {
    /// `memref.load`.
    pub struct LoadOp = LOAD;
    operands { memref, indices: * }
    results { result }
    attrs {}
}

typed_op! {
    /// `memref.store`.
    pub struct StoreOp = STORE;
    operands { value, memref, indices: * }
    results {}
    attrs {}
}

typed_op! {
    /// `memref.copy`.
    pub struct CopyOp = COPY;
    operands { source, target }
    results {}
    attrs {}
}

typed_op! {
    /// `memref.dim`.
    pub struct DimOp = DIM;
    operands { source, index }
    results { result }
    attrs {}
}

typed_op! {
    /// `memref.cast`.
    pub struct CastOp = CAST;
    operands { source }
    results { dest }
    attrs {}
}
