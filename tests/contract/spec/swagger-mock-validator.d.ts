/** The slice of @pactflow/swagger-mock-validator 14.5 (which ships no types) that check.ts uses. */
declare module '@pactflow/swagger-mock-validator' {
  export interface ValidationFinding {
    code: string
    message: string
    type: 'error' | 'warning'
    source: string
    mockDetails?: {
      interactionDescription?: string | null
      interactionState?: string | null
      location: string
      mockFile: string
      value: unknown
    }
    specDetails?: {
      location: string
      pathMethod?: string | null
      pathName?: string | null
      specFile: string
      value: unknown
    }
  }

  export interface ValidationOutcome {
    success: boolean
    failureReason?: string
    errors: ValidationFinding[]
    warnings: ValidationFinding[]
  }

  export interface ValidateOptions {
    specPathOrUrl: string
    mockPathOrUrl: string
    /** 'true' lets responses carry properties the spec does not list. Default 'false'. */
    additionalPropertiesInResponse?: 'true' | 'false'
    requiredPropertiesInResponse?: 'true' | 'false'
  }

  export const SwaggerMockValidatorFactory: {
    create(auth?: string): { validate(options: ValidateOptions): Promise<ValidationOutcome> }
  }
}
