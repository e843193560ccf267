//! Typed handles of common memref ops (see `rmlir_ods::typed`).

use super::access::{COPY, LOAD, STORE};
use super::alloc::{ALLOC, ALLOCA, DEALLOC, REALLOC};
use super::views::{CAST, DIM, REINTERPRET_CAST, RESHAPE, SUBVIEW};
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

typed_op! {
    /// `memref.realloc`.
    pub struct ReallocOp = REALLOC;
    operands { source, dynamicResultSize: ? }
    results { result }
    attrs { alignment => alignment, set_alignment }
}

typed_op! {
    /// `memref.subview`.
    pub struct SubViewOp = SUBVIEW;
    operands { source, offsets: *, sizes: *, strides: * }
    results { result }
    attrs {
        static_offsets => static_offsets, set_static_offsets,
        static_sizes => static_sizes, set_static_sizes,
        static_strides => static_strides, set_static_strides
    }
}

typed_op! {
    /// `memref.reinterpret_cast`.
    pub struct ReinterpretCastOp = REINTERPRET_CAST;
    operands { source, offsets: *, sizes: *, strides: * }
    results { result }
    attrs {
        static_offsets => static_offsets, set_static_offsets,
        static_sizes => static_sizes, set_static_sizes,
        static_strides => static_strides, set_static_strides
    }
}

typed_op! {
    /// `memref.reshape`.
    pub struct ReshapeOp = RESHAPE;
    operands { source, shape }
    results { result }
    attrs {}
}
